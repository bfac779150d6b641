// 离线统计 (1502): 车辆车组 (optional: all the caller's vehicles), 离线时间范围 min–max in 天 (default)
// or 时, default 1–7; the offline vehicles with their last time and position; file export.
import { useState } from 'react';
import { InputNumber, Select, Space } from 'antd';
import { BUTTON_OFFLINE_EXPORT, BUTTON_OFFLINE_SEARCH } from '../../access';
import { positionText } from '../../shared/position';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import { OFFLINE_EXPORT, fetchOffline, offlineParams, type OfflineFilter, type OfflineRow, type OfflineUnit } from './service';
import { commonTexts as common, offlineTexts as texts } from '../../texts';

export function OfflinePage() {
  const [min, setMin] = useState<number | null>(1);
  const [max, setMax] = useState<number | null>(7);
  const [unit, setUnit] = useState<OfflineUnit>('day');
  return (
    <TargetRangeReport<OfflineRow, OfflineFilter>
      testId="report-offline"
      listKey="offline"
      options={{ noRange: true, optionalTarget: true }}
      extraFields={[
        {
          label: texts.range,
          node: (
            <Space>
              <InputNumber min={0} value={min} onChange={setMin} aria-label={`${texts.range}-min`} style={{ width: 80 }} />
              {texts.to}
              <InputNumber min={0} value={max} onChange={setMax} aria-label={`${texts.range}-max`} style={{ width: 80 }} />
              <Select<OfflineUnit> value={unit} onChange={setUnit} style={{ width: 64 }} options={[{ value: 'day', label: texts.day }, { value: 'hour', label: texts.hour }]} />
            </Space>
          ),
        },
      ]}
      toFilter={({ target }) => ({ target, min, max, unit })}
      fetch={fetchOffline}
      searchButton={BUTTON_OFFLINE_SEARCH}
      exportButton={BUTTON_OFFLINE_EXPORT}
      exportHow={OFFLINE_EXPORT}
      exportParams={offlineParams}
      columns={[
        { title: common.plate, dataIndex: 'P' },
        { title: texts.sim, dataIndex: 'M' },
        { title: common.terminalNo, dataIndex: 'N' },
        { title: common.groupName, dataIndex: 'G' },
        { title: texts.vehicleType, dataIndex: 'Y' },
        { title: texts.lastOnline, dataIndex: 'T' },
        { title: texts.offlineTime, dataIndex: 'S' },
        { title: common.address, key: 'pos', render: (_v, r) => positionText(r.O, r.A) },
      ]}
    />
  );
}
