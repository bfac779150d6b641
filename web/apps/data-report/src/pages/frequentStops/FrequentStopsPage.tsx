// 经常停留点 (1505): 选择时间, 选择车辆, 停车时间大于≥ N 分钟 (default 30); the places the vehicle
// stopped at with their count, 停车详情 (150502) as tabs 数据 (its stops) / 图表 (each stop's
// length), 地图 (150503: the places on a map) and the export (150504).
import { useMemo, useState } from 'react';
import { Button, InputNumber, Modal, Table, Tabs } from 'antd';
import { Access } from '@chelian/ui';
import { rowNumber } from '@chelian/reports';
import { EChart, barOption } from '@chelian/reports/charts';
import { BUTTON_STOPS_DETAIL, BUTTON_STOPS_EXPORT, BUTTON_STOPS_MAP, BUTTON_STOPS_SEARCH } from '../../access';
import { positionText } from '../../shared/position';
import { TargetRangeReport } from '../../shared/TargetRangeReport';
import { StopsMapDialog } from './StopsMapDialog';
import { STOPS_EXPORT, fetchStops, stopsParams, visitMinutes, visitsOf, type StopRow, type StopVisit, type StopsFilter } from './service';
import { commonTexts as common, frequentStopsTexts as texts } from '../../texts';

function StopDetail({ row, onClose }: { row: StopRow; onClose: () => void }) {
  const visits = visitsOf(row);
  const option = useMemo(
    () => barOption(texts.stayChart, { categories: visits.map((v) => v.beginTime), values: visits.map(visitMinutes) }, texts.minutesUnit),
    [visits],
  );
  return (
    <Modal open title={texts.detailTitle(row.plate)} onCancel={onClose} footer={null} width={860}>
      <Tabs
        items={[
          {
            key: 'data',
            label: texts.data,
            children: (
              <Table<StopVisit>
                size="small"
                rowKey={(v) => `${v.beginTime}-${v.endTime}`}
                dataSource={visits}
                pagination={false}
                columns={[
                  { title: common.index, key: 'i', width: 64, render: (_v, _r, i) => rowNumber(1, visits.length || 1, i) },
                  { title: common.startTime, dataIndex: 'beginTime' },
                  { title: common.endTime, dataIndex: 'endTime' },
                  { title: texts.stayTime, key: 'len', render: (_v, v) => v.displayTimeStr ?? `${visitMinutes(v)} ${texts.minutesUnit}` },
                ]}
              />
            ),
          },
          { key: 'chart', label: texts.chart, children: <EChart option={option} empty={visits.length === 0} ariaLabel={texts.stayChart} /> },
        ]}
      />
    </Modal>
  );
}

export function FrequentStopsPage() {
  const [minutes, setMinutes] = useState(30);
  const [detail, setDetail] = useState<StopRow>();
  const [onMap, setOnMap] = useState<StopRow>();
  return (
    <TargetRangeReport<StopRow, StopsFilter>
      testId="report-frequentStops"
      listKey="frequentStops"
      options={{ vehicleOnly: true }}
      extraFields={[
        { label: texts.minutes, node: <InputNumber min={0} value={minutes} onChange={(v) => setMinutes(v ?? 0)} addonAfter={texts.unit} style={{ width: 140 }} /> },
      ]}
      toFilter={({ target, range }) => (target ? { target, range, minutes } : undefined)}
      fetch={fetchStops}
      searchButton={BUTTON_STOPS_SEARCH}
      exportButton={BUTTON_STOPS_EXPORT}
      exportHow={STOPS_EXPORT}
      exportParams={stopsParams}
      rowKey={(r) => `${r.oB},${r.aB}`}
      columns={[
        { title: texts.groupName, dataIndex: 'groupName' },
        { title: common.plate, dataIndex: 'plate' },
        { title: common.address, key: 'pos', render: (_v, r) => r.address || positionText(r.oB, r.aB) },
        { title: texts.count, dataIndex: 'n' },
        {
          title: texts.details,
          key: 'detail',
          render: (_v, row) => (
            <>
              <Access button={BUTTON_STOPS_DETAIL}>
                <Button type="link" size="small" onClick={() => setDetail(row)}>{texts.details}</Button>
              </Access>
              <Access button={BUTTON_STOPS_MAP}>
                <Button type="link" size="small" onClick={() => setOnMap(row)}>{texts.map}</Button>
              </Access>
            </>
          ),
        },
      ]}
      dialogs={(list) => (
        <>
          {detail && <StopDetail row={detail} onClose={() => setDetail(undefined)} />}
          {onMap && <StopsMapDialog rows={list.rows} chosen={onMap} onClose={() => setOnMap(undefined)} />}
        </>
      )}
    />
  );
}
