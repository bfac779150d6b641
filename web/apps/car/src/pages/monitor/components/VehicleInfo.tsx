// The info window of a vehicle (the previous console's fields): speed, mileage, positioning, state
// and duration, direction in words, ACC, oil/power cut, signal and fix times, alarm, address; and
// the actions 跟踪, 轨迹, 指令, 详情, 关注 (and 区域 from the page).
import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { openInNewTab, sendMessage } from '@chelian/core';
import { Access } from '@chelian/ui';
import {
  accText,
  alarmNames,
  batteryClass,
  concernOf,
  directionText,
  oilText,
  positioningText,
  stateText,
  type MonitorRow,
} from '@chelian/tracking';
import { BUTTON_CONCERN, BUTTON_VEHICLE_INFO } from '../../../access';
import { useCarServices } from '../../../services/CarServicesContext';
import { ConcernMenu, useAddress } from '@chelian/tracking';
import type { MonitorApi } from '../service';
import { CommandMenu } from '../commands/CommandMenu';
import type { CommandWatch } from '../commands/commandWatch';
import styles from './VehicleInfo.module.css';
import { vehicleInfoTexts as texts } from '../../../texts';

export interface VehicleInfoProps {
  row: MonitorRow;
  now: number;
  following: boolean;
  api: MonitorApi;
  onToggleFollow: () => void;
  onConcernChanged: (vehicleId: number, level: number, remark: string) => void;
  /** Direct-send commands sent from here are announced when their result arrives. */
  watch: CommandWatch;
  /** Further actions (区域). */
  extra?: ReactNode;
}

export function VehicleInfo({ row, now, following, api, onToggleFollow, onConcernChanged, watch, extra }: VehicleInfoProps) {
  const { embedded } = useCarServices();
  const address = useAddress(row.X, row.Y);
  const concern = concernOf(row.CL);
  const alarm = alarmNames(row.B);
  // [label, value, full width]
  const lines: Array<[string, string, boolean?]> = [
    [texts.speed, row.S !== undefined ? `${row.S.toFixed(1)} km/h` : '--'],
    [texts.mileage, row.L !== undefined ? `${(row.L / 1000).toFixed(1)} km` : '--'],
    [texts.positioning, positioningText(row.G)],
    [texts.state, stateText(row, now)],
    [texts.direction, directionText(row.F)],
    [texts.acc, accText(row.isAcc)],
    [texts.oilCut, oilText(row.oilIsNormal)],
    [texts.signalTime, row.R ?? '--', true],
    [texts.fixTime, row.PT ?? '--', true],
    [texts.alarm, alarm || texts.none, true],
    [texts.address, address || '--', true],
  ];
  return (
    <div className={styles.info} data-testid="vehicle-info">
      <div className={styles.title}>
        <span className={styles.plate}>{row.P}</span>
        <span className={styles.sub}>
          {row.T}
          {row.E !== undefined ? texts.battery : ''}
          {row.E !== undefined && <span style={{ color: row.E < 30 ? '#e02424' : undefined }}>{row.E}%</span>}
          {row.voltage !== undefined && row.longStayTer === 1 ? ` ${batteryClass(row.voltage)}` : ''}
        </span>
        {concern && (
          <span className={styles.concern} style={{ color: concern.color }}>{texts.concern}{concern.name}
          </span>
        )}
      </div>
      <dl className={styles.lines}>
        {lines.map(([k, v, wide]) => (
          <div key={k} className={wide ? `${styles.line} ${styles.wide}` : styles.line}>
            <dt>{k}：</dt>
            <dd className={k === texts.alarm && alarm ? styles.alarm : undefined}>{v}</dd>
          </div>
        ))}
      </dl>
      <Space size={6} wrap className={styles.actions}>
        <Button size="small" type={following ? 'primary' : 'default'} onClick={onToggleFollow}>
          {following ? texts.stopFollow : texts.follow}
        </Button>
        <Button
          size="small"
          onClick={() =>
            openInNewTab(embedded, '/car/playback', { vehicleId: row.V, plate: row.P, time: row.R ?? '', urlType: 'blank' })
          }
        >{texts.track}</Button>
        <CommandMenu row={row} api={api} watch={watch}>
          <Button size="small">{texts.commands}</Button>
        </CommandMenu>
        <Access button={BUTTON_VEHICLE_INFO}>
          <Button size="small" onClick={() => sendMessage('showVehInfo', { vehicleId: row.V, tab: '' })}>{texts.details}</Button>
        </Access>
        <ConcernMenu button={BUTTON_CONCERN} vehicleId={row.V} level={row.CL} remark={row.remark ?? ''} api={api} onChanged={onConcernChanged} />
        {extra}
      </Space>
    </div>
  );
}
