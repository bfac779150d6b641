// The shell's alarm tip (R-PERM-3: only with a signed-in user): the count of unhandled alarms of the
// user's vehicles, kept live over /ws/live (new alarms add, handled ones — here or elsewhere —
// leave; reloaded whenever the push is subscribed again), a list of the newest with 处理, popups for
// new alarms and a spoken alarm when both the type's voice channel (推送设置) and alarmVoiceOn
// (default on) allow it; opening the tip puts its pop-ups away, and none pops up while it is open.
// Its pop-ups move into the layout after 1 s (R-CONST-2). Each alarm's asset
// is named with its kind's words (a person's 姓名/所属分组) and 查看全部 opens that kind's monitor (D157).
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { App, Badge, Button, Empty, List, Popover, Space, Switch, Tag, Typography } from 'antd';
import { AlertOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  ALARM_TIP_LIMIT,
  EMPTY_DECK,
  SUB_APPS,
  EMPTY_TIP,
  alertsFor,
  channelLookup,
  currentSessionId,
  currentUser,
  dealPopups,
  kindApp,
  liveConnectionUrl,
  loadTip,
  markSeen,
  mergeIncoming,
  popupClosed,
  popupsShownFor,
  pushedDuringLoad,
  removeHandled,
  reportError,
  subAppMenuId,
  summaryClosed,
  unseenCount,
  type AlarmTipState,
  type PopupDeck,
  type RealtimeAlarm,
} from '@chelian/core';
import { AlarmHandleDialog, speakAlarm, useDelayedContainer, usePermissions } from '@chelian/ui';
import { alarmWords, monitorPathFor } from './alarmAsset';
import { useAlarmAddress } from './useAlarmAddress';
import { useShellServices } from '../services/ShellServicesContext';
import { TIP_CONTAINER_ID } from './DownloadTip';
import styles from '../layout/AppHeader.module.css';
import { alarmTipTexts as texts } from '../texts';

export function AlarmTip() {
  const { storage } = useShellServices();
  if (!currentUser(storage)) return null;
  return <SignedInAlarmTip />;
}

/** Under the header on the right: clear of the assistant, the alarm panel and the dialogs' buttons. */
const ALARM_POPUP_PLACEMENT = 'topRight';

function SignedInAlarmTip() {
  const { alarm, storage, openLive } = useShellServices();
  const { notification, message } = App.useApp();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const container = useDelayedContainer(TIP_CONTAINER_ID);
  // The state lives in a ref too: live messages arrive outside React and need the merge result at once.
  const tipRef = useRef<AlarmTipState>(EMPTY_TIP);
  const [tip, setTipState] = useState<AlarmTipState>(EMPTY_TIP);
  const setTip = useCallback((change: (s: AlarmTipState) => AlarmTipState) => {
    tipRef.current = change(tipRef.current);
    setTipState(tipRef.current);
  }, []);
  const [open, setOpen] = useState(false);
  const [voiceOn, setVoiceOn] = useState(() => storage.get('alarmVoiceOn') !== false);
  const [handling, setHandling] = useState<RealtimeAlarm[]>([]);
  const address = useAlarmAddress(handling.length === 1 ? handling[0] : undefined);
  const push = useQuery({ queryKey: ['alarm-push', 'own'], queryFn: () => alarm.listPush(), staleTime: 60_000 });
  const channels = useMemo(() => channelLookup(push.data?.data ?? []), [push.data]);

  const [pushed] = useState(() => pushedDuringLoad<RealtimeAlarm>());
  const load = useCallback(async () => {
    const end = pushed.begin();
    try {
      // The list and its total come from one read: a separate count could already hold an alarm the
      // list does not, and merging that alarm as pushed-during-load would count it twice.
      const page = await alarm.realtime({ pageNumber: 1, pageSize: ALARM_TIP_LIMIT });
      const pushedSince = end();
      if (pushedSince) setTip((s) => mergeIncoming(loadTip(s, page.data, page.total), pushedSince).state);
    } catch (error) {
      reportError(error);
    } finally {
      end();
    }
  }, [alarm, setTip, pushed]);

  // Called by the live handlers with the channels and the sound setting of the moment.
  // Pop-ups on screen (written by the live handlers and the pop-ups' own close events only).
  const deck = useRef<PopupDeck>(EMPTY_DECK);
  const announce = useEffectEvent((fresh: RealtimeAlarm[]) => {
    const a = alertsFor(fresh, channels, voiceOn);
    if (a.speech) speakAlarm(a.speech);
    // The open tip lists them already; a pop-up would lie over its 处理 buttons.
    if (open) return;
    const deal = dealPopups(deck.current, a.popups, a.more, popupsShownFor(window.innerHeight));
    deck.current = deal.deck;
    for (const id of deal.close) notification.destroy(`alarm-${id}`);
    for (const p of deal.open)
      notification.warning({
        key: `alarm-${p.alarmId}`,
        message: texts.popupTitle(alarmWords(p).name, p.plate, p.type),
        description: kindApp(p.kind).speed
          ? texts.popupDescription(p.time, Math.round(p.speed), p.pathName ? `  ${p.pathName}` : '')
          : texts.popupDescriptionNoSpeed(p.time, p.pathName ? `  ${p.pathName}` : ''),
        placement: ALARM_POPUP_PLACEMENT,
        duration: 8,
        onClose: () => void (deck.current = popupClosed(deck.current, p.alarmId)),
        props: { 'data-testid': 'alarm-popup' },
      });
    if (deal.deck.more > 0)
      notification.warning({
        key: 'alarm-more',
        message: texts.more(deal.deck.more),
        description: texts.moreHint,
        placement: ALARM_POPUP_PLACEMENT,
        duration: 8,
        onClick: () => setOpen(true),
        onClose: () => void (deck.current = summaryClosed(deck.current)),
        props: { 'data-testid': 'alarm-popup-more' },
      });
  });
  // Opening the tip puts away the pop-ups: their alarms are in its list, and the pop-ups (under the
  // header on the right, above pop-overs) would cover its 处理 buttons for their 8 s.
  const closePopups = useEffectEvent(() => {
    for (const id of deck.current.shown) notification.destroy(`alarm-${id}`);
    if (deck.current.more > 0) notification.destroy('alarm-more');
    deck.current = EMPTY_DECK;
  });

  useEffect(() => {
    void load();
    const connection = openLive({
      url: liveConnectionUrl(),
      sessionId: () => currentSessionId(storage),
      subscription: { all: 1, kinds: ['alarms', 'alarmsHandled'] },
      handlers: {
        alarms: (data) => {
          pushed.record(data as RealtimeAlarm[]);
          const merged = mergeIncoming(tipRef.current, data as RealtimeAlarm[]);
          setTip(() => merged.state);
          if (merged.fresh.length) announce(merged.fresh);
        },
        alarmsHandled: (data) => setTip((s) => removeHandled(s, (data as Array<{ alarmId: number }>).map((d) => d.alarmId))),
      },
      // Subscribed (again): what was raised before it or during a drop is loaded.
      onStatus: (status) => void (status === 'open' && load()),
    });
    return () => connection.close();
  }, [load, openLive, storage, setTip, pushed]);

  useEffect(() => {
    if (open) setTip(markSeen);
  }, [open, tip.alarms.length, setTip]);
  useEffect(() => {
    if (open) closePopups();
  }, [open]);

  const setVoice = (on: boolean) => {
    setVoiceOn(on);
    storage.set('alarmVoiceOn', on);
  };

  const unseen = unseenCount(tip);
  const content = (
    <div style={{ width: 380 }} data-testid="alarm-tip">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Text type="secondary">{texts.title} {tip.count} {texts.unit}</Typography.Text>
        <Space size={4}>
          <Typography.Text type="secondary">{texts.voice}</Typography.Text>
          <Switch size="small" checked={voiceOn} onChange={setVoice} aria-label={texts.voice} />
        </Space>
      </Space>
      {tip.alarms.length ? (
        <List
          size="small"
          style={{ maxHeight: 360, overflow: 'auto' }}
          dataSource={tip.alarms}
          renderItem={(a) => (
            <List.Item
              key={a.alarmId}
              actions={[
                <Button
                  key="h"
                  type="link"
                  size="small"
                  onClick={() => {
                    // The tip closes first: the dialog is never under it (#30 item 5).
                    setOpen(false);
                    setHandling([a]);
                  }}
                >{texts.handle}</Button>,
              ]}
            >
              <List.Item.Meta
                title={
                  <Space size={6}>
                    <span>{texts.named(alarmWords(a).name, a.plate)}</span>
                    <Tag color="red" style={{ marginInlineEnd: 0 }}>
                      {a.type}
                    </Tag>
                  </Space>
                }
                description={`${a.time}${a.groupName ? `  ${texts.ofGroup(alarmWords(a).group, a.groupName)}` : ''}${a.pathName ? `  ${a.pathName}` : ''}`}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />
      )}
      <Button
        block
        style={{ marginTop: 8 }}
        onClick={() => {
          setOpen(false);
          // Apps the user holds: those whose menu entry the role allows (as the micro-app loader does).
          const held = SUB_APPS.filter((app) => permissions.hasMenu(subAppMenuId(app.platformId))).map((app) => app.name);
          void navigate(monitorPathFor(tip.alarms, held));
        }}
      >{texts.viewAll}</Button>
    </div>
  );
  return (
    <>
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        title={texts.label}
        content={content}
        getPopupContainer={() => container}
      >
        <button type="button" className={styles.tool} aria-label={texts.unhandledLabel(tip.count)} title={texts.label} data-testid="alarm-tip-button">
          <Badge count={tip.count} size="small" offset={[2, -2]} overflowCount={999} color={unseen ? '#e02424' : '#fa8c16'}>
            <AlertOutlined style={{ color: 'inherit', fontSize: 18 }} />
          </Badge>
        </button>
      </Popover>
      <AlarmHandleDialog
        alarms={handling.map((a) => ({ plate: a.plate, groupName: a.groupName, time: a.time, type: a.type }))}
        address={address}
        words={handling[0] && alarmWords(handling[0])}
        onClose={() => setHandling([])}
        onSubmit={async (v) => {
          try {
            await alarm.processAlarm({ ...v, obj: handling.map((a) => ({ alarmId: a.alarmId, groupId: a.groupId, vehicleId: a.vehicleId, alarmType: a.type })) });
          } catch (error) {
            reportError(error);
            throw error;
          }
          void message.success(texts.handled);
          setTip((s) => removeHandled(s, handling.map((a) => a.alarmId)));
          setHandling([]);
        }}
      />
    </>
  );
}
