// 物流锁报警记录 (1514): 选择时间, 选择车辆, the 4 lock alarm codes; the lock's alarms (an honest empty
// text for a vehicle without a lock); export = the same call as a file.
import { useState } from 'react';
import { App } from 'antd';
import { alarmLabel } from '@chelian/tracking';
import { BUTTON_LOCK_ALARM_EXPORT, BUTTON_LOCK_ALARM_SEARCH } from '../../access';
import { AlarmTypePicker } from '../../shared/AlarmTypePicker';
import { LOCK_ALARM_OPTIONS } from '../../shared/alarmCodes';
import { positionText } from '../../shared/position';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import { LOCK_ALARM_EXPORT, fetchLockAlarms, lockAlarmParams, type LockAlarmFilter, type LockAlarmRow } from './service';
import { commonTexts as common, lockAlarmTexts as texts } from '../../texts';

export function LockAlarmPage() {
  const { message } = App.useApp();
  const [alarmTypes, setAlarmTypes] = useState<string[]>(LOCK_ALARM_OPTIONS.map((o) => o.value));
  return (
    <TargetRangeReport<LockAlarmRow, LockAlarmFilter>
      testId="report-lockAlarmRecord"
      listKey="lockAlarm"
      options={{ vehicleOnly: true }}
      extraFields={[{ label: common.alarmType, node: <AlarmTypePicker options={LOCK_ALARM_OPTIONS} value={alarmTypes} onChange={setAlarmTypes} /> }]}
      toFilter={({ target, range }) => {
        if (alarmTypes.length === 0) return void message.warning(common.noAlarmType);
        return target ? { target, range, alarmTypes } : undefined;
      }}
      fetch={fetchLockAlarms}
      searchButton={BUTTON_LOCK_ALARM_SEARCH}
      exportButton={BUTTON_LOCK_ALARM_EXPORT}
      exportHow={LOCK_ALARM_EXPORT}
      exportParams={lockAlarmParams}
      emptyText={texts.empty}
      columns={[
        { title: texts.operator, dataIndex: 'operator' },
        { title: common.terminalNo, dataIndex: 'terminalNo' },
        { title: common.alarmType, key: 'type', render: (_v, r) => alarmLabel(r.alarmType) },
        { title: common.address, key: 'addr', render: (_v, r) => r.address || positionText(r.lon, r.lat) },
        { title: texts.time, dataIndex: 'alarmTime' },
      ]}
    />
  );
}
