// 报警记录 (1501): 选择时间 (today−2 → today), 车辆车组, 选择报警类型 (25 codes, all chosen at first);
// a chart of alarms per type over the listed rows, the table with 报警明细 per row (its own table,
// file export 150104), and the async export into 下载列表 (150102; "暂无报警数据" when empty).
import { useMemo, useState } from 'react';
import { App, Button } from 'antd';
import { FileSearchOutlined } from '@ant-design/icons';
import { ReportDetail } from '@chelian/reports';
import { EChart, barOption, sumBy } from '@chelian/reports/charts';
import { BUTTON_ALARM_EXPORT, BUTTON_ALARM_SEARCH, BUTTON_DETAIL_EXPORT } from '../../access';
import { AlarmTypePicker } from '../../shared/AlarmTypePicker';
import { REPORT_ALARM_OPTIONS } from '../../shared/alarmCodes';
import { positionText } from '../../shared/position';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import { ALARM_DETAIL_EXPORT, ALARM_EXPORT, alarmDetailParams, alarmParams, fetchAlarmDetail, fetchAlarms, type AlarmDetailRow, type AlarmFilter, type AlarmRow } from './service';
import { alarmInfoTexts as texts, commonTexts as common } from '../../texts';

const ALL = REPORT_ALARM_OPTIONS.map((o) => o.value);

function AlarmChart({ rows }: { rows: AlarmRow[] }) {
  const series = useMemo(() => sumBy(rows, (r) => r.type, (r) => r.num), [rows]);
  const option = useMemo(() => barOption(texts.chart, series, common.times), [series]);
  return <EChart option={option} empty={rows.length === 0} ariaLabel={texts.chart} height={240} />;
}

export function AlarmInfoPage() {
  const { message } = App.useApp();
  const [alarmTypes, setAlarmTypes] = useState<string[]>(ALL);
  const [detail, setDetail] = useState<AlarmRow>();
  return (
    <TargetRangeReport<AlarmRow, AlarmFilter>
      testId="report-alarmInfo"
      listKey="alarmInfo"
      options={{ daysBack: 2 }}
      extraFields={[{ label: common.alarmType, node: <AlarmTypePicker options={REPORT_ALARM_OPTIONS} value={alarmTypes} onChange={setAlarmTypes} /> }]}
      toFilter={({ target, range }) => {
        if (alarmTypes.length === 0) return void message.warning(common.noAlarmType);
        return target ? { target, range, alarmTypes } : undefined;
      }}
      fetch={fetchAlarms}
      searchButton={BUTTON_ALARM_SEARCH}
      exportButton={BUTTON_ALARM_EXPORT}
      exportHow={ALARM_EXPORT}
      exportParams={alarmParams}
      exportNothingText={texts.noData}
      chart={(list) => <AlarmChart rows={list.rows} />}
      columns={[
        { title: common.plate, dataIndex: 'plate' },
        { title: common.terminalNo, dataIndex: 'terminalNo' },
        { title: common.groupName, dataIndex: 'groupName' },
        { title: common.alarmType, dataIndex: 'type' },
        { title: common.startTime, dataIndex: 'startTime' },
        { title: common.endTime, dataIndex: 'endTime' },
        { title: common.alarmCount, dataIndex: 'num' },
        {
          title: common.alarmDetail,
          key: 'detail',
          render: (_v, row) => <Button type="link" size="small" icon={<FileSearchOutlined />} aria-label={common.alarmDetail} onClick={() => setDetail(row)} />,
        },
      ]}
      emptyText={texts.noData}
      dialogs={
        <ReportDetail<AlarmDetailRow, AlarmRow>
          query={detail}
          title={detail ? texts.detailTitle(detail.plate, detail.type) : ''}
          listKey="alarmInfo-detail"
          onClose={() => setDetail(undefined)}
          fetch={fetchAlarmDetail}
          exportHow={ALARM_DETAIL_EXPORT}
          exportParams={alarmDetailParams}
          exportButton={BUTTON_DETAIL_EXPORT}
          columns={[
            { title: common.plateFull, dataIndex: 'plate' },
            { title: common.alarmType, dataIndex: 'type' },
            { title: texts.speed, dataIndex: 'speedBegin' },
            { title: texts.result, dataIndex: 'result' },
            { title: texts.userName, dataIndex: 'userName' },
            { title: common.startTime, dataIndex: 'timeBegin' },
            { title: common.endTime, dataIndex: 'timeEnd' },
            { title: common.beginAddress, key: 'begin', render: (_v, r) => positionText(r.lonBegin, r.latBegin) },
            { title: common.endAddress, key: 'end', render: (_v, r) => positionText(r.lonEnd, r.latEnd) },
          ]}
        />
      }
    />
  );
}
