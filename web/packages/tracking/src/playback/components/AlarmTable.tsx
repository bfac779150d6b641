// 报警详情: the period's alarms with their place.
import { Table, type TableColumnsType } from 'antd';
import type { PeriodAlarm } from '../playbackApi';
import { AddressText } from '../../address/AddressText';
import { alarmTableTexts as texts } from '../../texts';

export function AlarmTable({ alarms, height, loading }: { alarms: readonly PeriodAlarm[]; height: number; loading: boolean }) {
  const columns: TableColumnsType<PeriodAlarm> = [
    { title: texts.index, width: 70, render: (_, __, k) => k + 1 },
    { title: texts.type, dataIndex: 'type', width: 160 },
    { title: texts.begin, dataIndex: 'timeBegin', width: 180 },
    { title: texts.end, width: 180, render: (_, a) => a.timeEnd ?? texts.notEnded },
    { title: texts.place, render: (_, a) => <AddressText lon={a.lonBegin} lat={a.latBegin} /> },
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
