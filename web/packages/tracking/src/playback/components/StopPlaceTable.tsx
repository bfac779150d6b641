// 经常停留点: places the vehicle stood at for 30 minutes or more in the last month, with the total
// time and the number of stops (the stops themselves when a row is expanded).
import { Table, type TableColumnsType } from 'antd';
import { durationText } from '../../vehicle/vehicleTexts';
import type { StopPlace } from '../playbackApi';
import { AddressText } from '../../address/AddressText';
import { stopPlaceTableTexts as texts } from '../../texts';

export function StopPlaceTable({ places, height, loading }: { places: readonly StopPlace[]; height: number; loading: boolean }) {
  const columns: TableColumnsType<StopPlace> = [
    { title: texts.index, width: 70, render: (_, __, k) => k + 1 },
    { title: texts.address, render: (_, p) => <AddressText lon={p.oB} lat={p.aB} /> },
    { title: texts.duration, width: 150, render: (_, p) => durationText(p.sT * 1000) },
    { title: texts.count, dataIndex: 'n', width: 100 },
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
              { title: texts.begin, dataIndex: 'beginTime' },
              { title: texts.end, dataIndex: 'endTime' },
              { title: texts.duration, dataIndex: 'spaceTime', render: (s: number) => durationText(s * 1000) },
            ]}
          />
        ),
      }}
    />
  );
}
