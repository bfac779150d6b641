// SOS/跌倒: the open (unhandled) SOS and fall alarms of the caller's people, refreshed every 10 s; a
// new one plays the console's chime and speaks the person and type (@chelian/ui speakAlarm) unless
// the sound is switched off; 处理 (110901) opens the shared alarm handling dialog, 轨迹 the playback.
import { useEffect, useMemo, useRef, useState } from 'react';
import { App, Button, Space, Switch, Table, Tag, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { reportError, type RealtimeAlarm } from '@chelian/core';
import { Access, AlarmHandleDialog, speakAlarm } from '@chelian/ui';
import { ALARM_HANDLE_BUTTON } from '../../access';
import { useCardServices } from '../../services/cardServices';
import { CARD_PROFILE } from '../../shared/cardProfile';
import { NOTHING_SEEN, freshAlarms, speechOf } from './model/freshAlarms';
import { createSosApi } from './service';
import styles from '../../shared/ListPage.module.css';
import { sosTexts as texts, sharedTexts } from '../../texts';

const REFRESH_MS = 10_000;

export function AlarmPage() {
  const { http } = useCardServices();
  const api = useMemo(() => createSosApi(http), [http]);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [sound, setSound] = useState(true);
  const [handling, setHandling] = useState<RealtimeAlarm[]>([]);
  const seen = useRef(NOTHING_SEEN);
  const list = useQuery({ queryKey: ['card', 'sos'], queryFn: () => api.open(), refetchInterval: REFRESH_MS });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  const rows = list.data?.data;
  useEffect(() => {
    if (!rows) return;
    const next = freshAlarms(seen.current, rows);
    seen.current = next.seen;
    if (sound && next.fresh.length) speakAlarm(speechOf(next.fresh, texts.more));
  }, [rows, sound]);

  return (
    <div className={styles.page} data-testid="sos-page">
      <div className={styles.body}>
        <Space className={styles.toolbar} wrap>
          <Typography.Text strong>{texts.count(list.data?.total ?? 0)}</Typography.Text>
          <Button icon={<ReloadOutlined />} onClick={() => void list.refetch()}>
            {texts.refresh}
          </Button>
          <Space size={6}>
            <Switch checked={sound} onChange={setSound} aria-label={texts.sound} />
            <span>{texts.sound}</span>
          </Space>
          <Typography.Text type="secondary">{texts.hint}</Typography.Text>
        </Space>
        <Table<RealtimeAlarm>
          rowKey="alarmId"
          size="middle"
          loading={list.isFetching && !list.data}
          dataSource={rows ?? []}
          locale={{ emptyText: texts.empty }}
          pagination={false}
          columns={[
            { title: texts.person, dataIndex: 'plate' },
            {
              title: texts.type,
              key: 'type',
              render: (_, a) => <Tag color={a.enType === 'fallDownAlarm' ? 'orange' : 'red'}>{a.type}</Tag>,
            },
            { title: texts.time, dataIndex: 'time' },
            { title: texts.group, dataIndex: 'groupName' },
            {
              title: texts.place,
              key: 'place',
              render: (_, a) => (a.lat || a.lon ? `${a.lat.toFixed(5)}, ${a.lon.toFixed(5)}` : <Typography.Text type="secondary">{texts.noPlace}</Typography.Text>),
            },
            {
              title: sharedTexts.actions,
              key: 'actions',
              width: 140,
              render: (_, a) => (
                <Space size={4}>
                  <Access button={ALARM_HANDLE_BUTTON}>
                    <Button type="link" size="small" onClick={() => setHandling([a])}>
                      {texts.handle}
                    </Button>
                  </Access>
                  <Button type="link" size="small" onClick={() => void navigate(`/track?${new URLSearchParams({ vehicleId: String(a.vehicleId), plate: a.plate })}`)}>
                    {texts.track}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      </div>
      <AlarmHandleDialog
        words={CARD_PROFILE.nouns}
        alarms={handling.map((a) => ({ plate: a.plate, groupName: a.groupName, time: a.time, type: a.type }))}
        onClose={() => setHandling([])}
        onSubmit={async (v) => {
          try {
            await api.handle({ ...v, obj: handling.map((a) => ({ alarmId: a.alarmId, groupId: a.groupId, vehicleId: a.vehicleId, alarmType: a.type })) });
          } catch (error) {
            reportError(error);
            throw error;
          }
          void message.success(texts.handled);
          setHandling([]);
          void list.refetch();
        }}
      />
    </div>
  );
}
