// The info window of a vehicle (the previous console's fields): speed, mileage, positioning, state
// and duration, direction in words, ACC, oil/power cut, signal and fix times, alarm, address; and
// the actions 跟踪, 轨迹, 指令, 详情, 关注 (and 区域 from the page).
import type { ReactNode } from 'react';
import { Button, Space } from 'antd';
import { sendMessage } from '@chelian/core';
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
import { BUTTON_VEHICLE_INFO } from '../../../access';
import { useCarServices } from '../../../services/CarServicesContext';
import { openInNewTab } from '../../../services/navigation';
import { useAddress } from '../../../shared/useAddress';
import type { MonitorApi } from '../service';
import { CommandMenu } from '../commands/CommandMenu';
import type { CommandWatch } from '../commands/commandWatch';
import { ConcernMenu } from './ConcernMenu';
import styles from './VehicleInfo.module.css';

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
    ['速度', row.S !== undefined ? `${row.S.toFixed(1)} km/h` : '--'],
    ['里程', row.L !== undefined ? `${(row.L / 1000).toFixed(1)} km` : '--'],
    ['定位', positioningText(row.G)],
    ['状态', stateText(row, now)],
    ['方向', directionText(row.F)],
    ['ACC状态', accText(row.isAcc)],
    ['断油电', oilText(row.oilIsNormal)],
    ['信号时间', row.R ?? '--', true],
    ['定位时间', row.PT ?? '--', true],
    ['报警', alarm || '无', true],
    ['地址', address || '--', true],
  ];
  return (
    <div className={styles.info} data-testid="vehicle-info">
      <div className={styles.title}>
        <span className={styles.plate}>{row.P}</span>
        <span className={styles.sub}>
          {row.T}
          {row.E !== undefined ? ` / 电量: ` : ''}
          {row.E !== undefined && <span style={{ color: row.E < 30 ? '#e02424' : undefined }}>{row.E}%</span>}
          {row.voltage !== undefined && row.longStayTer === 1 ? ` ${batteryClass(row.voltage)}` : ''}
        </span>
        {concern && (
          <span className={styles.concern} style={{ color: concern.color }}>
            关注:{concern.name}
          </span>
        )}
      </div>
      <dl className={styles.lines}>
        {lines.map(([k, v, wide]) => (
          <div key={k} className={wide ? `${styles.line} ${styles.wide}` : styles.line}>
            <dt>{k}：</dt>
            <dd className={k === '报警' && alarm ? styles.alarm : undefined}>{v}</dd>
          </div>
        ))}
      </dl>
      <Space size={6} wrap className={styles.actions}>
        <Button size="small" type={following ? 'primary' : 'default'} onClick={onToggleFollow}>
          {following ? '停止跟踪' : '跟踪'}
        </Button>
        <Button
          size="small"
          onClick={() =>
            openInNewTab(embedded, '/car/playback', { vehicleId: row.V, plate: row.P, time: row.R ?? '', urlType: 'blank' })
          }
        >
          轨迹
        </Button>
        <CommandMenu row={row} api={api} watch={watch}>
          <Button size="small">指令</Button>
        </CommandMenu>
        <Access button={BUTTON_VEHICLE_INFO}>
          <Button size="small" onClick={() => sendMessage('showVehInfo', { vehicleId: row.V, tab: '' })}>
            详情
          </Button>
        </Access>
        <ConcernMenu row={row} api={api} onChanged={onConcernChanged} />
        {extra}
      </Space>
    </div>
  );
}
