// 防盗报警: the theft alarms of the caller's e-bikes (moving while armed, pack taken out, power cut,
// tamper, tilt/fall, shock), open ones first marked, refreshed every 30 s.
import { useMemo } from 'react';
import { Button, Flex, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { RealtimeAlarm } from '@chelian/core';
import { bikeAlarms } from '../../model/theftAlarms';
import { useElecCarServices } from '../../services/elecCarServices';
import { BIKES_QUERY_KEY, listBikes } from '../../shared/bikesService';
import { alarmsTexts as texts } from '../../texts';
import { createTheftAlarmApi } from './service';

export function AlarmsPage() {
  const { http } = useElecCarServices();
  const api = useMemo(() => createTheftAlarmApi(http), [http]);
  const bikes = useQuery({ queryKey: BIKES_QUERY_KEY, queryFn: () => listBikes(http) });
  const alarms = useQuery({ queryKey: ['elec-car', 'alarms'], queryFn: () => api.list(), refetchInterval: 30_000 });
  const rows = useMemo(
    () => bikeAlarms(alarms.data ?? [], new Set((bikes.data ?? []).map((b) => b.vehicleId))),
    [alarms.data, bikes.data],
  );
  return (
    <div style={{ padding: 16 }}>
      <Flex justify="space-between" align="center" style={{ marginBottom: 12 }}>
        <Typography.Text type="secondary">{texts.intro}</Typography.Text>
        <Button onClick={() => void alarms.refetch()}>{texts.refresh}</Button>
      </Flex>
      <Table<RealtimeAlarm>
        size="small"
        rowKey="alarmId"
        loading={alarms.isFetching || bikes.isFetching}
        dataSource={rows}
        locale={{ emptyText: texts.empty }}
        pagination={{ pageSize: 20 }}
        columns={[
          { title: texts.plate, dataIndex: 'plate' },
          { title: texts.type, dataIndex: 'type', render: (t: string) => <Tag color="red">{t}</Tag> },
          { title: texts.time, dataIndex: 'time' },
          { title: texts.speed, dataIndex: 'speed' },
          {
            title: texts.state,
            dataIndex: 'active',
            render: (a?: number) => (a ? <Tag color="orange">{texts.active}</Tag> : <Tag>{texts.ended}</Tag>),
          },
        ]}
      />
    </div>
  );
}
