// 报警: the pets' alarm episodes (leaving the safe zone and coming back, SOS, low battery …) of one
// pet or all, in a time range, paged by the server. Calls in service.ts; rows in model/.
import { useEffect, useMemo, useState } from 'react';
import { Button, DatePicker, Space, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { reportError } from '@chelian/core';
import { usePetServices } from '../../services/petServices';
import { PetPicker } from '../../shared/PetPicker';
import { alarmRowView, type AlarmRowView } from './model/alarmRows';
import { createAlarmApi } from './service';
import { alarmTexts as texts } from '../../texts';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function AlarmPage() {
  const { http } = usePetServices();
  const api = useMemo(() => createAlarmApi(http), [http]);
  const [petId, setPetId] = useState<number>();
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => [dayjs().subtract(7, 'day').startOf('day'), dayjs().endOf('day')]);
  const [filter, setFilter] = useState({ petId, range });
  const [page, setPage] = useState({ current: 1, pageSize: 20 });
  const list = useQuery({
    queryKey: ['pet', 'alarm', filter.petId, filter.range[0].valueOf(), filter.range[1].valueOf(), page.current, page.pageSize],
    queryFn: () =>
      api.page({
        ...(filter.petId ? { petId: filter.petId } : {}),
        beginTime: filter.range[0].format(FORMAT),
        endTime: filter.range[1].format(FORMAT),
        pageNumber: page.current,
        pageSize: page.pageSize,
      }),
  });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  const rows = (list.data?.data ?? []).map(alarmRowView);

  return (
    <div style={{ padding: '16px 20px' }} data-testid="alarm-page">
      <Space style={{ marginBottom: 16 }} wrap>
        <span>{texts.pet}</span>
        <PetPicker value={petId} onChange={setPetId} allLabel={texts.allPets} />
        <span>{texts.range}</span>
        <DatePicker.RangePicker showTime value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        <Button
          type="primary"
          onClick={() => {
            setFilter({ petId, range });
            setPage((p) => ({ ...p, current: 1 }));
          }}
        >
          {texts.search}
        </Button>
      </Space>
      <Table<AlarmRowView>
        rowKey="key"
        size="small"
        loading={list.isLoading}
        dataSource={rows}
        locale={{ emptyText: texts.empty }}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showTotal: texts.total,
          onChange: (current, pageSize) => setPage({ current, pageSize }),
        }}
        columns={[
          { title: texts.name, dataIndex: 'name' },
          { title: texts.type, dataIndex: 'type' },
          { title: texts.begin, dataIndex: 'beginTime' },
          { title: texts.state, dataIndex: 'state', render: (s: string, r) => <Tag color={r.active ? 'red' : 'green'}>{s}</Tag> },
          { title: texts.place, dataIndex: 'place' },
        ]}
      />
    </div>
  );
}
