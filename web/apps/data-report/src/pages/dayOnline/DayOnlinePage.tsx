// 车辆日在线 (the seed's carDayOnline, console-spec §4): 选择时间, 车辆车组; online minutes per vehicle
// and day, with the online rate per day as a chart. Opened for a vehicle (R-ROUTE-9: vehicleId,
// plate) it searches that vehicle at once.
import { useMemo } from 'react';
import { EChart, percentLineOption } from '@chelian/reports/charts';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import type { TargetRange } from '../../shared/useTargetRange';
import { fetchDayOnline, onlineRateByDay, type DayOnlineRow } from './service';
import { commonTexts as common, dayOnlineTexts as texts } from '../../texts';

function OnlineRateChart({ rows }: { rows: DayOnlineRow[] }) {
  const option = useMemo(() => percentLineOption(texts.chart, onlineRateByDay(rows)), [rows]);
  return <EChart option={option} empty={rows.length === 0} ariaLabel={texts.chart} height={240} />;
}

export function DayOnlinePage() {
  return (
    <TargetRangeReport<DayOnlineRow, TargetRange>
      testId="report-carDayOnline"
      listKey="dayOnline"
      options={{ daysBack: 6 }}
      toFilter={({ target, range }) => (target ? { target, range } : undefined)}
      fetch={fetchDayOnline}
      chart={(list) => <OnlineRateChart rows={list.rows} />}
      columns={[
        { title: common.plate, dataIndex: 'plate' },
        { title: common.groupName, dataIndex: 'groupName' },
        { title: texts.date, dataIndex: 'date' },
        { title: texts.onlineMinutes, dataIndex: 'onlineMinutes' },
        { title: texts.online, key: 'hours', render: (_v, r) => texts.onlineHours(Number(r.onlineMinutes) || 0) },
      ]}
    />
  );
}
