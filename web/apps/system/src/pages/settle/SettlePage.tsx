// 结清列表 (§2.7): the settled vehicles of the caller's groups with the count in the header
// (结清数), filtered by 车辆车组; 搜索 (160501), 导出 (160502), 结清撤回 per row (160503, asks first).
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Popconfirm, Space, Table, Typography } from 'antd';
import { ExportOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { Access } from '@chelian/ui';
import { BUTTON_SETTLE_EXPORT, BUTTON_SETTLE_SEARCH, BUTTON_SETTLE_WITHDRAW } from '../../access';
import { useSystemServices } from '../../services/systemServices';
import { GroupSelect } from '../../shared/GroupSelect';
import { PageHeader } from '../../shared/PageHeader';
import { createSettleApi, type SettleFilter, type SettleRow } from './service';
import styles from '../../shared/ListPage.module.css';
import { routeTexts, settlePageTexts as texts } from '../../texts';

export function SettlePage() {
  const { http } = useSystemServices();
  const api = useMemo(() => createSettleApi(http), [http]);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [groupId, setGroupId] = useState<number>();
  const [filter, setFilter] = useState<SettleFilter>({});
  const [page, setPage] = useState(createPagination({ pageSize: 30 }));
  const list = useQuery({ queryKey: ['system', 'settle', 'list', filter, page.current, page.pageSize], queryFn: () => api.list(filter, pageQuery(page)) });
  const total = useQuery({ queryKey: ['system', 'settle', 'total'], queryFn: () => api.total() });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  const withdraw = async (row: SettleRow) => {
    try {
      await api.withdraw(row.vehicleId);
      void message.success(texts.withdrawn(row.plate));
      void queryClient.invalidateQueries({ queryKey: ['system', 'settle'] });
    } catch (e) {
      reportError(e);
    }
  };
  return (
    <div className={styles.page} data-testid="settle-page">
      <PageHeader
        title={routeTexts.settle}
        tips={texts.tips}
        extra={
          <span>
            <Typography.Text type="secondary">{texts.settled}：</Typography.Text>
            <Typography.Text strong data-testid="settle-total">{texts.settledValue(total.data)}</Typography.Text>
          </span>
        }
      />
      <div className={styles.body}>
        <Space className={styles.toolbar} wrap>
          <GroupSelect aria-label={texts.group} placeholder={texts.group} allowClear value={groupId} onChange={setGroupId} style={{ width: 220 }} />
          <Access button={BUTTON_SETTLE_SEARCH}>
            <Button
              type="primary"
              icon={<SearchOutlined />}
              onClick={() => {
                setFilter(groupId !== undefined ? { groupId } : {});
                setPage((p) => ({ ...p, current: 1 }));
              }}
            >
              {texts.search}
            </Button>
          </Access>
          <Access button={BUTTON_SETTLE_EXPORT}>
            <Button icon={<ExportOutlined />} onClick={() => api.exportList(filter)}>{texts.export}</Button>
          </Access>
        </Space>
        <Table<SettleRow>
          rowKey="vehicleId"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: texts.empty }}
          columns={[
            { title: texts.plate, dataIndex: 'plate' },
            { title: texts.groupName, dataIndex: 'groupName' },
            { title: texts.frameNo, dataIndex: 'frameNo' },
            { title: texts.sim, dataIndex: 'sim' },
            { title: texts.settleTime, dataIndex: 'settleTime' },
            {
              title: texts.actions,
              key: 'actions',
              width: 120,
              render: (_, row) => (
                <Access button={BUTTON_SETTLE_WITHDRAW}>
                  <Popconfirm title={texts.confirmWithdraw(row.plate)} onConfirm={() => withdraw(row)}>
                    <Button type="link" size="small">{texts.withdraw}</Button>
                  </Popconfirm>
                </Access>
              ),
            },
          ]}
          pagination={{
            current: page.current,
            pageSize: page.pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: true,
            showTotal: (n) => texts.total(n),
            onChange: (current, pageSize) => setPage((p) => ({ ...p, current: pageSize !== p.pageSize ? 1 : current, pageSize })),
          }}
        />
      </div>
    </div>
  );
}
