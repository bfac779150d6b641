// 最近登录: the account's recent sign-ins from the login log, 10 a page.
import { useState } from 'react';
import { Card, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { createPagination, type LoginLogItem } from '@chelian/core';
import { useShellServices } from '../../../services/ShellServicesContext';
import { loginLogCardTexts as texts } from '../../../texts';

export function LoginLogCard() {
  const { center } = useShellServices();
  const [page, setPage] = useState(createPagination());
  const log = useQuery({
    queryKey: ['security', 'loginLog', page.current, page.pageSize],
    queryFn: () => center.loginLog(page.current, page.pageSize),
  });
  return (
    <Card size="small" title={texts.title} style={{ height: '100%' }}>
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
          showTotal: (t) => texts.total(t),
          size: 'small',
        }}
        columns={[
          { title: texts.time, dataIndex: 'loginTime', width: 170 },
          { title: texts.ip, dataIndex: 'ip', width: 130 },
          {
            title: texts.result,
            dataIndex: 'success',
            width: 70,
            render: (v: number, r) => <Tag color={v ? 'success' : 'error'}>{r.result}</Tag>,
          },
          { title: texts.note, dataIndex: 'remark', ellipsis: true },
        ]}
      />
    </Card>
  );
}
