// 北斗开关记录: every switch of Beidou on the subtree's e-bikes — when, which bike, on or off, who and
// why — by group and period, newest first.
import { useEffect, useMemo, useState } from 'react';
import { Button, DatePicker, Table, Tag } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { GroupSelect } from '../../shared/GroupSelect';
import { PageCard, PageFrame, Toolbar } from '../../shared/PageFrame';
import { useElecGbServices } from '../../services/elecGbServices';
import { createSwitchesApi, type SwitchRow } from './service';
import { bikeTexts, switchesTexts as texts, routeTexts } from '../../texts';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

export function SwitchesPage() {
  const { http } = useElecGbServices();
  const api = useMemo(() => createSwitchesApi(http), [http]);
  const [page, setPage] = useState(createPagination());
  const [groupId, setGroupId] = useState<number | undefined>();
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [filter, setFilter] = useState<{ groupId?: number; startTime?: string; endTime?: string }>({});
  const list = useQuery({ queryKey: ['elec-gb', 'switches', filter, page.current, page.pageSize], queryFn: () => api.list({ ...filter, ...pageQuery(page) }) });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  const search = () => {
    setFilter({ ...(groupId ? { groupId } : {}), ...(range ? { startTime: range[0].format(FORMAT), endTime: range[1].format(FORMAT) } : {}) });
    setPage((p) => ({ ...p, current: 1 }));
  };
  const c = texts.columns;
  return (
    <PageFrame title={routeTexts.switches} testId="gb-switches-page">
      <PageCard>
        <Toolbar>
          <GroupSelect value={groupId} onChange={setGroupId} />
          <DatePicker.RangePicker showTime aria-label={texts.range} value={range} onChange={(v) => setRange(v && v[0] && v[1] ? [v[0], v[1]] : null)} />
          <Button type="primary" icon={<SearchOutlined />} onClick={search}>{texts.search}</Button>
        </Toolbar>
        <Table<SwitchRow>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          columns={[
            { title: c.time, dataIndex: 'time', width: 170 },
            { title: c.plate, dataIndex: 'plate', width: 120 },
            { title: c.group, dataIndex: 'groupName', width: 150 },
            { title: c.state, key: 'state', width: 100, render: (_, s) => <Tag color={s.beidouOn ? 'green' : 'orange'}>{s.beidouOn ? bikeTexts.beidouOn : bikeTexts.beidouOff}</Tag> },
            { title: c.user, dataIndex: 'userName', width: 120 },
            { title: c.reason, dataIndex: 'reason' },
          ]}
          pagination={{
            current: page.current,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            showTotal: (n) => texts.total(n),
            onChange: (current, pageSize) => setPage((p) => ({ ...p, current: pageSize !== p.pageSize ? 1 : current, pageSize })),
          }}
        />
      </PageCard>
    </PageFrame>
  );
}
