// The monitor's bottom-right alarm panel (the car's 监控中心 and AssetMonitor): title "总:x 在线:y
// 离线:z", the unhandled alarms of the shown assets (queryAlarm, then live), filter by type, search by
// name or group (the profile's words), sound on/off (alarmVoiceOn, default on), 处理 or 处理选中报警
// opening the handling dialog; a row click focuses the asset. Collapsed, it is its title bar.
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, Checkbox, Input, Popover, Space, Table, Tooltip } from 'antd';
import { DownOutlined, FilterOutlined, SoundOutlined, UpOutlined, MutedOutlined } from '@ant-design/icons';
import { Access } from '@chelian/ui';
import type { AssetProfile } from '../../profile/assetProfile';
import type { TabCounts } from '../../vehicle/vehicleFilter';
import type { AlarmRow } from '../monitorApi';
import { alarmFilterTypes } from './alarmFilter';
import styles from './AlarmPanel.module.css';
import { alarmPanelTexts as texts } from '../../texts';

export interface AlarmPanelProps {
  /** Names the assets (the name and group columns, the search box). */
  profile: AssetProfile;
  /** The button resource that grants 处理; absent, whoever sees the page may handle. */
  handleButton?: number;
  alarms: AlarmRow[];
  /** The true number of unhandled alarms (the list may hold only the newest page of them). */
  total: number;
  counts: TabCounts;
  voiceOn: boolean;
  onVoice: (on: boolean) => void;
  onFocus: (vehicleId: number) => void;
  onHandle: (alarms: AlarmRow[]) => void;
  /** Whether the list is shown; closed, the panel is its title bar (the user's choice, remembered by the page). */
  open: boolean;
  onOpen: (open: boolean) => void;
  /** Inside the console, whose assistant launcher takes the bottom-right corner. */
  besideLauncher?: boolean;
}

/** What the user chose in the list: kept while the panel is collapsed. */
interface ListChoices {
  search: string;
  /** Alarm types filtered out. */
  hidden: string[];
  /** Ids of the rows ticked. */
  selected: number[];
}

const NO_CHOICES: ListChoices = { search: '', hidden: [], selected: [] };

function AlarmPanelView({ profile, handleButton, alarms, total, counts, voiceOn, onVoice, onFocus, onHandle, open, onOpen, besideLauncher = false }: AlarmPanelProps) {
  const [choices, setChoices] = useState(NO_CHOICES);
  const choose = useCallback((change: Partial<ListChoices>) => setChoices((c) => ({ ...c, ...change })), []);
  return (
    <div className={`${styles.panel} ${open ? styles.open : ''} ${besideLauncher ? styles.besideLauncher : ''}`} data-testid="alarm-panel" data-map-panel="">
      <div className={styles.title} onDoubleClick={() => onOpen(!open)}>
        <span>{texts.total}{counts.all} {texts.online}<span className={styles.online}>{counts.online}</span> {texts.offline}{counts.offline}
        </span>
        <span className={styles.alarmCount}>{texts.alarms} {Math.max(total, alarms.length)}</span>
        <Button size="small" type="text" icon={open ? <DownOutlined /> : <UpOutlined />} onClick={() => onOpen(!open)} aria-label={open ? texts.collapse : texts.expand} aria-expanded={open} />
      </div>
      {open && (
        <AlarmList profile={profile} handleButton={handleButton} alarms={alarms} total={total} voiceOn={voiceOn} onVoice={onVoice} onFocus={onFocus} onHandle={onHandle} choices={choices} onChoose={choose} />
      )}
    </div>
  );
}

interface AlarmListProps extends Pick<AlarmPanelProps, 'profile' | 'handleButton' | 'alarms' | 'total' | 'voiceOn' | 'onVoice' | 'onFocus' | 'onHandle'> {
  choices: ListChoices;
  onChoose: (change: Partial<ListChoices>) => void;
}

/** The open panel's tools and table: drawn again when the alarms change, not when the counts in the title do. */
const AlarmList = memo(function AlarmList({ profile, handleButton, alarms, total, voiceOn, onVoice, onFocus, onHandle, choices, onChoose }: AlarmListProps) {
  const words = profile.texts;
  const { search, hidden, selected } = choices;
  const [draft, setDraft] = useState<string[]>([]);
  const types = useMemo(() => alarmFilterTypes(alarms.map((a) => a.T)), [alarms]);
  const shown = useMemo(() => {
    const q = search.trim().toLowerCase();
    return alarms.filter((a) => !hidden.includes(a.T) && (!q || a.P.toLowerCase().includes(q) || a.N.toLowerCase().includes(q)));
  }, [alarms, hidden, search]);

  const filter = (
    <div style={{ width: 260 }}>
      <Checkbox
        checked={draft.length === types.length && types.length > 0}
        indeterminate={draft.length > 0 && draft.length < types.length}
        onChange={(e) => setDraft(e.target.checked ? types : [])}
      >{texts.selectAll}</Checkbox>
      <Checkbox.Group style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', marginTop: 6 }} options={types} value={draft} onChange={(v) => setDraft(v as string[])} />
      <div style={{ textAlign: 'right', marginTop: 8 }}>
        <Button size="small" type="primary" onClick={() => onChoose({ hidden: types.filter((t) => !draft.includes(t)) })}>{texts.ok}</Button>
      </div>
    </div>
  );

  return (
    <>
      <div className={styles.options}>
        <Popover trigger="click" content={filter} title={texts.filter} onOpenChange={(o) => o && setDraft(types.filter((t) => !hidden.includes(t)))}>
          <Button size="small" icon={<FilterOutlined />}>{texts.filter}</Button>
        </Popover>
        <Tooltip title={voiceOn ? texts.soundOff : texts.soundOn}>
          <Button size="small" icon={voiceOn ? <SoundOutlined /> : <MutedOutlined />} onClick={() => onVoice(!voiceOn)}>
            {voiceOn ? texts.soundOff : texts.soundOn}
          </Button>
        </Tooltip>
        <Granted button={handleButton}>
          <Button
            size="small"
            disabled={!selected.some((id) => shown.some((a) => a.A === id))}
            onClick={() => {
              onHandle(shown.filter((a) => selected.includes(a.A)));
              onChoose({ selected: [] });
            }}
          >{texts.handleSelected}</Button>
        </Granted>
        <Input size="small" allowClear placeholder={words.alarmSearch} value={search} onChange={(e) => onChoose({ search: e.target.value })} style={{ width: 150 }} />
      </div>
      <Table<AlarmRow>
        size="small"
        rowKey="A"
        dataSource={shown}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => onChoose({ selected: keys as number[] }), columnWidth: 32 }}
        pagination={{ defaultPageSize: 100, pageSizeOptions: [100, 200, 500], size: 'small', showSizeChanger: true }}
        scroll={{ y: 150 }}
        onRow={(r) => ({ onClick: () => onFocus(r.V) })}
        locale={{ emptyText: texts.empty }}
        footer={total > alarms.length ? () => <span className={styles.more}>{texts.newestOnly(alarms.length, total)}</span> : undefined}
        columns={[
          { title: words.alarmName, dataIndex: 'P', width: 100 },
          { title: texts.type, dataIndex: 'T', width: 110, render: (t: string) => <span style={{ color: '#e02424' }}>{t}</span> },
          { title: texts.time, dataIndex: 'D', width: 150 },
          // The speed only where it means something: the profile's track shows it (not a person's).
          ...(profile.trackColumns.includes('speed') ? [{ title: texts.speed, dataIndex: 'S', width: 70, render: (s: number) => s.toFixed(0) }] : []),
          { title: words.alarmGroup, dataIndex: 'N', ellipsis: true },
          {
            title: texts.actions,
            width: 60,
            render: (_v, r) => (
              <Granted button={handleButton}>
                <Space>
                  <Button
                    size="small"
                    type="link"
                    onClick={(e) => {
                      e.stopPropagation();
                      onHandle([r]);
                    }}
                  >{texts.handle}</Button>
                </Space>
              </Granted>
            ),
          },
        ]}
      />
    </>
  );
});

/** The children when the button is granted, or always without a button. */
function Granted({ button, children }: { button: number | undefined; children: ReactNode }) {
  return button === undefined ? children : <Access button={button}>{children}</Access>;
}

/** Drawn again only when its props change, not on every live update of the monitor. */
export const AlarmPanel = memo(AlarmPanelView);
