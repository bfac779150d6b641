// 报警详情: the period's alarms with their place.
import { Table, type TableColumnsType } from 'antd';
import type { PeriodAlarm } from '../service';
import { AddressText } from '../../../shared/AddressText';

export function AlarmTable({ alarms, height, loading }: { alarms: readonly PeriodAlarm[]; height: number; loading: boolean }) {
  const columns: TableColumnsType<PeriodAlarm> = [
    { title: '序号', width: 70, render: (_, __, k) => k + 1 },
    { title: '报警类型', dataIndex: 'type', width: 160 },
    { title: '开始时间', dataIndex: 'timeBegin', width: 180 },
    { title: '结束时间', width: 180, render: (_, a) => a.timeEnd ?? '未结束' },
    { title: '报警地点', render: (_, a) => <AddressText lon={a.lonBegin} lat={a.latBegin} /> },
  ];
  return (
    <Table<PeriodAlarm>
      size="small"
      data-testid="alarm-table"
      rowKey="alarmId"
      loading={loading}
      columns={columns}
      dataSource={[...alarms]}
      scroll={{ y: height }}
      pagination={{ pageSize: 50, size: 'small', showSizeChanger: false }}
    />
  );
}
