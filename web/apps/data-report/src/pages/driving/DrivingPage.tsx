// 行车统计 (1503): 选择时间, 车辆车组, ACC状态 开 (0, default) / 关 (1); the intervals per vehicle with
// 操作 → ACC明细 (its own table and file export 150304); file export of the list (150303).
import { useState } from 'react';
import { Button, Radio } from 'antd';
import { ReportDetail } from '@chelian/reports';
import { BUTTON_DRIVING_DETAIL_EXPORT, BUTTON_DRIVING_EXPORT, BUTTON_DRIVING_SEARCH } from '../../access';
import { positionText } from '../../shared/position';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import { ACC_DETAIL_EXPORT, ACC_EXPORT, accDetailParams, accParams, fetchAcc, fetchAccDetail, type AccDetailRow, type AccFilter, type AccRow, type AccState } from './service';
import { commonTexts as common, drivingTexts as texts } from '../../texts';

export function DrivingPage() {
  const [accState, setAccState] = useState<AccState>(0);
  const [detail, setDetail] = useState<{ row: AccRow; filter: AccFilter }>();
  return (
    <TargetRangeReport<AccRow, AccFilter>
      testId="report-drivingStatistics"
      listKey="driving"
      extraFields={[
        {
          label: texts.acc,
          node: (
            <Radio.Group value={accState} onChange={(e) => setAccState(e.target.value as AccState)} options={[{ value: 0, label: texts.accOn }, { value: 1, label: texts.accOff }]} />
          ),
        },
      ]}
      toFilter={({ target, range }) => (target ? { target, range, accState } : undefined)}
      fetch={fetchAcc}
      searchButton={BUTTON_DRIVING_SEARCH}
      exportButton={BUTTON_DRIVING_EXPORT}
      exportHow={ACC_EXPORT}
      exportParams={accParams}
      columns={(filter) => [
        { title: common.plate, dataIndex: 'plate' },
        { title: common.terminalNo, dataIndex: 'terminalNo' },
        { title: common.groupName, dataIndex: 'groupName' },
        { title: common.startTime, key: 'begin', render: (_v, r) => r.beginTime ?? r.accBeginTime ?? common.none },
        { title: common.endTime, key: 'end', render: (_v, r) => r.endTime ?? r.accEndTime ?? common.none },
        { title: common.duration, dataIndex: 'accSpaceTime' },
        {
          title: common.actions,
          key: 'detail',
          render: (_v, row) => (
            <Button type="link" size="small" disabled={!filter} onClick={() => filter && setDetail({ row, filter })}>
              {common.detail}
            </Button>
          ),
        },
      ]}
      dialogs={
        <ReportDetail<AccDetailRow, { row: AccRow; filter: AccFilter }>
          query={detail}
          title={detail ? texts.detailTitle(detail.row.plate) : ''}
          listKey="driving-detail"
          onClose={() => setDetail(undefined)}
          fetch={fetchAccDetail}
          exportHow={ACC_DETAIL_EXPORT}
          exportParams={(q) => accDetailParams(q.row, q.filter)}
          exportButton={BUTTON_DRIVING_DETAIL_EXPORT}
          columns={[
            { title: common.plateFull, dataIndex: 'plate' },
            { title: common.startTime, dataIndex: 'accBeginTime' },
            { title: common.endTime, dataIndex: 'accEndTime' },
            { title: common.duration, dataIndex: 'accSpaceTime' },
            { title: common.beginAddress, key: 'begin', render: (_v, r) => positionText(r.lonBegin, r.latBegin) },
            { title: common.endAddress, key: 'end', render: (_v, r) => positionText(r.lonEnd, r.latEnd) },
          ]}
        />
      }
    />
  );
}
