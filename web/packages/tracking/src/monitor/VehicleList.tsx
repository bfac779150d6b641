// 车辆列表 (the profile's word for assets): tabs 全部 / 在线 / 离线 with counts, the search box, and the rows — virtualised (only
// the visible rows are in the DOM) so 10,000+ vehicles scroll smoothly. A click focuses a vehicle
// (adds it to the map); a double click removes it from the map.
import { memo, useCallback, useEffect, useRef, useState, type ReactNode, type UIEvent } from 'react';
import { App, Button, Segmented } from 'antd';
import { AlertFilled, ApiOutlined, EnvironmentFilled, WifiOutlined } from '@ant-design/icons';
import { alarmNames } from '../vehicle/alarmLabels';
import { concernOf, STATE_COLORS, stateText } from '../vehicle/vehicleTexts';
import type { MonitorRow } from '../vehicle/monitorRow';
import type { TabCounts, VehicleTab } from '../vehicle/vehicleFilter';
import styles from './VehicleList.module.css';
import type { AssetProfile } from '../profile/assetProfile';
import { vehicleListTexts } from '../texts';

export const ROW_HEIGHT = 32;
const OVERSCAN = 8;
const CLICK_DELAY_MS = 200;

export interface VehicleListProps {
  /** The words and the row icon of the assets listed. */
  profile: AssetProfile;
  rows: readonly MonitorRow[];
  counts: TabCounts;
  tab: VehicleTab;
  onTab: (tab: VehicleTab) => void;
  focusedId: number | undefined;
  onMap: ReadonlySet<number>;
  now: number;
  search: React.ReactNode;
  onFocus: (id: number) => void;
  onRemoveFromMap: (id: number) => void;
  onSelectAll: (on: boolean) => void;
  /** Scroll the focused row into view when it changes from outside (search, map click). */
  scrollToFocused: number;
  /** The row's action at its end (the command menu's gear); stable across renders. */
  renderActions?: (row: MonitorRow) => ReactNode;
  /** 批量指令: a command to the vehicles on the map. */
  onBatchCommand?: () => void;
  /** 系统设置 8 on: each row shows whether its device is wired (longStayTer 0) or wireless (1). */
  wireIcon?: boolean;
}

const Row = memo(function Row({
  row,
  top,
  focused,
  onMap,
  now,
  onClick,
  onDoubleClick,
  renderActions,
  Icon,
  wireIcon,
}: {
  row: MonitorRow;
  top: number;
  focused: boolean;
  onMap: boolean;
  now: number;
  onClick: (row: MonitorRow) => void;
  onDoubleClick: (row: MonitorRow) => void;
  renderActions?: ((row: MonitorRow) => ReactNode) | undefined;
  Icon: NonNullable<AssetProfile['ListIcon']>;
  wireIcon: boolean;
}) {
  const alarm = alarmNames(row.B);
  const color = alarm ? STATE_COLORS.alarm : STATE_COLORS[row.Z];
  const concern = concernOf(row.CL);
  const disabled = row.Z === 3 || row.Z === 4;
  const cls = [styles.row, focused ? styles.focused : onMap ? styles.onMap : '', disabled ? styles.disabled : ''].join(' ');
  return (
    <div
      className={cls}
      style={{ top, height: ROW_HEIGHT }}
      data-vehicle-id={row.V}
      onClick={() => onClick(row)}
      onDoubleClick={() => onDoubleClick(row)}
      title={alarm || undefined}
    >
      <Icon style={{ color }} className={styles.icon} />
      <span className={styles.plate}>{row.P}</span>
      {wireIcon &&
        (row.longStayTer === 1 ? (
          <WifiOutlined className={styles.wire} aria-label={vehicleListTexts.wireless} title={vehicleListTexts.wireless} />
        ) : (
          <ApiOutlined className={styles.wire} aria-label={vehicleListTexts.wired} title={vehicleListTexts.wired} />
        ))}
      {concern && <span className={styles.concern} style={{ background: concern.color }} title={vehicleListTexts.concern(concern.name)} />}
      {alarm && <AlertFilled className={styles.alarm} />}
      <span className={styles.state} style={{ color: disabled ? '#999' : color }}>
        {stateText(row, now)}
      </span>
      {renderActions && row.Z !== 4 && renderActions(row)}
    </div>
  );
});

export function VehicleList(props: VehicleListProps) {
  const { profile, rows, counts, tab, onTab, focusedId, onMap, now, search, onFocus, onRemoveFromMap, onSelectAll, scrollToFocused, renderActions, onBatchCommand, wireIcon = false } =
    props;
  const { message } = App.useApp();
  const texts = { ...vehicleListTexts, ...profile.texts };
  const Icon = profile.ListIcon ?? EnvironmentFilled;
  const box = useRef<HTMLDivElement>(null);
  const [scrollTop, setScrollTop] = useState(0);
  const [height, setHeight] = useState(400);
  const clickTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const el = box.current;
    if (!el) return undefined;
    const ro = new ResizeObserver(() => setHeight(el.clientHeight));
    ro.observe(el);
    setHeight(el.clientHeight || 400);
    return () => ro.disconnect();
  }, []);

  useEffect(() => {
    if (focusedId === undefined || !box.current) return;
    const i = rows.findIndex((r) => r.V === focusedId);
    if (i < 0) return;
    const top = i * ROW_HEIGHT;
    const el = box.current;
    if (top < el.scrollTop || top + ROW_HEIGHT > el.scrollTop + el.clientHeight) el.scrollTop = Math.max(0, top - el.clientHeight / 2);
    // Only when asked from outside the list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scrollToFocused]);

  const start = Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN);
  const end = Math.min(rows.length, Math.ceil((scrollTop + height) / ROW_HEIGHT) + OVERSCAN);
  const visible = rows.slice(start, end);
  const allOnMap = rows.length > 0 && rows.every((r) => onMap.has(r.V));

  // The rows' handlers are the same functions on every render: Row is memoised, and new ones made
  // every visible row and its command menu draw again on each of the page's renders (~30 commits
  // while 10,000 vehicles load, issue 28). They read the newest props when they run.
  const latest = useRef({ onFocus, onRemoveFromMap, message, texts });
  useEffect(() => {
    latest.current = { onFocus, onRemoveFromMap, message, texts };
  });
  const click = useCallback((row: MonitorRow) => {
    clearTimeout(clickTimer.current);
    clickTimer.current = setTimeout(() => {
      const { onFocus: focus, message: say, texts: text } = latest.current;
      if (row.Z === 4) void say.warning(text.expired);
      else if (row.Z === 3) void say.warning(text.neverOnline);
      else focus(row.V);
    }, CLICK_DELAY_MS);
  }, []);
  const doubleClick = useCallback((row: MonitorRow) => {
    clearTimeout(clickTimer.current);
    latest.current.onRemoveFromMap(row.V);
  }, []);

  return (
    <div className={styles.list} data-testid="vehicle-list">
      <div className={styles.search}>{search}</div>
      <div className={styles.tabs}>
        <Segmented<VehicleTab>
          size="small"
          value={tab}
          onChange={onTab}
          options={[
            { value: 'all', label: texts.all(counts.all) },
            { value: 'online', label: texts.online(counts.online) },
            { value: 'offline', label: texts.offline(counts.offline) },
          ]}
        />
        <span>
          {onBatchCommand && (
            <Button size="small" type="link" disabled={onMap.size === 0} onClick={onBatchCommand} style={{ paddingInline: 4 }}>{texts.batchCommand}</Button>
          )}
          <Button size="small" type="link" onClick={() => onSelectAll(!allOnMap)} style={{ paddingInline: 4 }}>
            {allOnMap ? texts.unselectAll : texts.selectAll}
          </Button>
        </span>
      </div>
      <div ref={box} className={styles.scroller} onScroll={(e: UIEvent<HTMLDivElement>) => setScrollTop(e.currentTarget.scrollTop)}>
        <div style={{ height: rows.length * ROW_HEIGHT, position: 'relative' }}>
          {visible.map((row, i) => (
            <Row
              key={row.V}
              row={row}
              top={(start + i) * ROW_HEIGHT}
              focused={row.V === focusedId}
              onMap={onMap.has(row.V)}
              now={now}
              onClick={click}
              onDoubleClick={doubleClick}
              renderActions={renderActions}
              Icon={Icon}
              wireIcon={wireIcon}
            />
          ))}
        </div>
        {rows.length === 0 && <div className={styles.empty}>{texts.empty}</div>}
      </div>
    </div>
  );
}
