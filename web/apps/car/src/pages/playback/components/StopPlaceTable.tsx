// 经常停留点: places the vehicle stood at for 30 minutes or more in the last month, with the total
// time and the number of stops (the stops themselves when a row is expanded).
import { Table, type TableColumnsType } from 'antd';
import { durationText } from '@chelian/tracking';
import type { StopPlace } from '../service';
import { AddressText } from '../../../shared/AddressText';

export function StopPlaceTable({ places, height, loading }: { places: readonly StopPlace[]; height: number; loading: boolean }) {
  const columns: TableColumnsType<StopPlace> = [
    { title: '序号', width: 70, render: (_, __, k) => k + 1 },
    { title: '地址', render: (_, p) => <AddressText lon={p.oB} lat={p.aB} /> },
    { title: '停车时长', width: 150, render: (_, p) => durationText(p.sT * 1000) },
    { title: '停车次数', dataIndex: 'n', width: 100 },
  ];
  return (
    <Table<StopPlace>
      size="small"
      data-testid="stop-place-table"
      rowKey={(p) => `${p.aB},${p.oB}`}
      loading={loading}
      columns={columns}
      dataSource={[...places]}
      scroll={{ y: height }}
      pagination={false}
      expandable={{
        expandedRowRender: (p) => (
          <Table
            size="small"
            rowKey="num"
            pagination={false}
            dataSource={p.details}
            columns={[
              { title: '开始时间', dataIndex: 'beginTime' },
              { title: '结束时间', dataIndex: 'endTime' },
              { title: '停车时长', dataIndex: 'spaceTime', render: (s: number) => durationText(s * 1000) },
            ]}
          />
        ),
      }}
    />
  );
}
