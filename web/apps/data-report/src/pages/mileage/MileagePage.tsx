// 里程报表 (1507): 选择时间, 车辆车组; the vehicles' mileage with 操作 → 里程明细 (mileage per day as a
// chart and a table, file export 150104); the list exports into 下载列表 (150703). Opened for a
// vehicle (R-ROUTE-9: vehicleId, plate) it searches that vehicle at once.
import { useMemo, useState } from 'react';
import { Button } from 'antd';
import { ReportDetail } from '@chelian/reports';
import { EChart, barOption, sumBy } from '@chelian/reports/charts';
import { BUTTON_DETAIL_EXPORT, BUTTON_MILEAGE_EXPORT, BUTTON_MILEAGE_SEARCH } from '../../access';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import type { TargetRange } from '../../shared/useTargetRange';
import {
  MILEAGE_DETAIL_EXPORT,
  MILEAGE_EXPORT,
  fetchMileage,
  fetchMileageDetail,
  mileageDetailParams,
  mileageParams,
  type MileageDayRow,
  type MileageRow,
} from './service';
import { commonTexts as common, mileageTexts as texts } from '../../texts';

export function MileageByDay({ rows }: { rows: MileageDayRow[] }) {
  const option = useMemo(() => barOption(texts.chart, sumBy(rows, (r) => r.date, (r) => r.thisMileage, true), common.km), [rows]);
  return <EChart option={option} empty={rows.length === 0} ariaLabel={texts.chart} height={240} />;
}

export function MileagePage() {
  const [detail, setDetail] = useState<{ vehicleId: number; plate: string; filter: TargetRange }>();
  return (
    <TargetRangeReport<MileageRow, TargetRange>
      testId="report-mileageReport"
      listKey="mileage"
      toFilter={({ target, range }) => (target ? { target, range } : undefined)}
      fetch={fetchMileage}
      searchButton={BUTTON_MILEAGE_SEARCH}
      exportButton={BUTTON_MILEAGE_EXPORT}
      exportHow={MILEAGE_EXPORT}
      exportParams={mileageParams}
      rowKey={(r) => r.vehicleId}
      columns={(filter) => [
        { title: common.plate, dataIndex: 'plate' },
        { title: common.terminalNo, dataIndex: 'terminalNo' },
        { title: common.groupName, dataIndex: 'groupName' },
        { title: common.startTime, dataIndex: 'beginTimeS' },
        { title: common.endTime, dataIndex: 'endTimeS' },
        { title: texts.mileage, dataIndex: 'thisMileage' },
        {
          title: common.actions,
          key: 'detail',
          render: (_v, row) => (
            <Button type="link" size="small" disabled={!filter} onClick={() => filter && setDetail({ vehicleId: row.vehicleId, plate: row.plate, filter })}>
              {common.detail}
            </Button>
          ),
        },
      ]}
      dialogs={
        <ReportDetail<MileageDayRow, { vehicleId: number; plate: string; filter: TargetRange }>
          query={detail}
          title={detail ? texts.detailTitle(detail.plate) : ''}
          listKey="mileage-detail"
          onClose={() => setDetail(undefined)}
          fetch={(http, q, page) => fetchMileageDetail(http, { vehicleId: q.vehicleId, filter: q.filter }, page)}
          exportHow={MILEAGE_DETAIL_EXPORT}
          exportParams={(q) => mileageDetailParams(q.vehicleId, q.filter)}
          exportButton={BUTTON_DETAIL_EXPORT}
          above={(list) => <MileageByDay rows={list.rows} />}
          columns={[
            { title: common.plateFull, key: 'plate', render: () => detail?.plate ?? '' },
            { title: texts.date, dataIndex: 'date' },
            { title: texts.begin, dataIndex: 'mileageBegin' },
            { title: texts.end, dataIndex: 'mileageEnd' },
            { title: texts.mileage, dataIndex: 'thisMileage' },
          ]}
        />
      }
    />
  );
}
