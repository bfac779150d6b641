// OBD报表 (1513): 选择时间, 车辆车组, the 14 OBD alarm codes; OBD alarms as their terminals report
// them (an honest empty text when none does); no export, as in the previous console.
import { useState } from 'react';
import { App } from 'antd';
import { BUTTON_OBD_SEARCH } from '../../access';
import { AlarmTypePicker } from '../../shared/AlarmTypePicker';
import { OBD_ALARM_OPTIONS } from '../../shared/alarmCodes';
import { positionText } from '../../shared/position';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import { fetchObd, type ObdFilter, type ObdRow } from './service';
import { commonTexts as common, obdTexts as texts } from '../../texts';

export function ObdPage() {
  const { message } = App.useApp();
  const [alarmTypes, setAlarmTypes] = useState<string[]>(OBD_ALARM_OPTIONS.map((o) => o.value));
  return (
    <TargetRangeReport<ObdRow, ObdFilter>
      testId="report-obdReport"
      listKey="obd"
      extraFields={[{ label: common.alarmType, node: <AlarmTypePicker options={OBD_ALARM_OPTIONS} value={alarmTypes} onChange={setAlarmTypes} /> }]}
      toFilter={({ target, range }) => {
        if (alarmTypes.length === 0) return void message.warning(common.noAlarmType);
        return target ? { target, range, alarmTypes } : undefined;
      }}
      fetch={fetchObd}
      searchButton={BUTTON_OBD_SEARCH}
      emptyText={texts.empty}
      columns={[
        { title: common.plate, dataIndex: 'plate' },
        { title: common.groupName, dataIndex: 'groupName' },
        { title: common.alarmType, key: 'type', render: (_v, r) => r.typeName || texts.alarms[r.alarmType] || r.alarmType },
        { title: common.startTime, dataIndex: 'startTime' },
        { title: common.alarmCount, dataIndex: 'alarmInt' },
        { title: texts.speed, dataIndex: 'speed' },
        { title: common.address, key: 'pos', render: (_v, r) => positionText(r.lon, r.lat) },
      ]}
    />
  );
}
