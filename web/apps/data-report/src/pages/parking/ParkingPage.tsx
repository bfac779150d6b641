// 停车报表 (1504): 车辆车组, 停留时间 >= N 天 M 时 (default 0 天 1 时); the vehicles parked now for at
// least that long, with their start, length and position; file export.
import { useState } from 'react';
import { InputNumber, Space } from 'antd';
import { BUTTON_PARKING_EXPORT, BUTTON_PARKING_SEARCH } from '../../access';
import { positionText } from '../../shared/position';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import { PARKING_EXPORT, fetchParking, parkingParams, type ParkingFilter, type ParkingRow } from './service';
import { commonTexts as common, parkingTexts as texts } from '../../texts';

export function ParkingPage() {
  const [days, setDays] = useState(0);
  const [hours, setHours] = useState(1);
  return (
    <TargetRangeReport<ParkingRow, ParkingFilter>
      testId="report-parkingReport"
      listKey="parking"
      options={{ noRange: true }}
      extraFields={[
        {
          label: texts.stay,
          node: (
            <Space>
              <InputNumber min={0} value={days} onChange={(v) => setDays(v ?? 0)} aria-label={texts.day} style={{ width: 72 }} />
              {texts.day}
              <InputNumber min={0} max={23} value={hours} onChange={(v) => setHours(v ?? 0)} aria-label={texts.hour} style={{ width: 72 }} />
              {texts.hour}
            </Space>
          ),
        },
      ]}
      toFilter={({ target }) => (target ? { target, days, hours } : undefined)}
      fetch={fetchParking}
      searchButton={BUTTON_PARKING_SEARCH}
      exportButton={BUTTON_PARKING_EXPORT}
      exportHow={PARKING_EXPORT}
      exportParams={parkingParams}
      columns={[
        { title: common.plate, dataIndex: 'plate' },
        { title: common.terminalNo, dataIndex: 'terminalNo' },
        { title: common.groupName, dataIndex: 'groupName' },
        { title: texts.terminalType, dataIndex: 'terminalType' },
        { title: texts.stopStart, dataIndex: 'beginTime' },
        { title: texts.stopLength, dataIndex: 'displayTimeStr' },
        { title: texts.located, key: 'pos', render: (_v, r) => (Number(r.isPos) === 1 ? texts.yes : texts.no) },
        { title: common.address, key: 'addr', render: (_v, r) => positionText(r.lon, r.lat) },
      ]}
    />
  );
}
