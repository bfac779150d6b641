// 最近登录: the account's recent sign-ins from the login log, 10 a page.
import { useState } from 'react';
import { Card, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { createPagination, type LoginLogItem } from '@chelian/core';
import { useShellServices } from '../../../services/ShellServicesContext';

export function LoginLogCard() {
  const { center } = useShellServices();
  const [page, setPage] = useState(createPagination());
  const log = useQuery({
    queryKey: ['security', 'loginLog', page.current, page.pageSize],
    queryFn: () => center.loginLog(page.current, page.pageSize),
  });
  return (
    <Card size="small" title="最近登录" style={{ height: '100%' }}>
      <Table<LoginLogItem>
        size="small"
        rowKey="id"
        loading={log.isLoading}
        dataSource={log.data?.data ?? []}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: log.data?.total ?? 0,
          onChange: (current, pageSize) => setPage({ ...page, current, pageSize }),
          showTotal: (t) => `共 ${t} 条`,
          size: 'small',
        }}
        columns={[
          { title: '登录时间', dataIndex: 'loginTime', width: 170 },
          { title: 'IP 地址', dataIndex: 'ip', width: 130 },
          {
            title: '结果',
            dataIndex: 'success',
            width: 70,
            render: (v: number, r) => <Tag color={v ? 'success' : 'error'}>{r.result}</Tag>,
          },
          { title: '说明', dataIndex: 'remark', ellipsis: true },
        ]}
      />
    </Card>
  );
}
