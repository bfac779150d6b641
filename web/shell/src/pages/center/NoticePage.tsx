// 系统中心 › 站内信: messages and announcements, newest first (pinned on top), 10 a page from
// page 1 (R-ENT-4); filter by kind and unread; open one to read it; mark everything read.
import { useState } from 'react';
import { App, Badge, Button, Checkbox, Empty, List, Pagination, Space, Tabs, Tag, Typography } from 'antd';
import { PushpinOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { createPagination, pageQuery, type NoticeItem } from '@chelian/core';
import { useNoticeCounts } from '../../hooks/useNoticeCounts';
import { useShellServices } from '../../services/ShellServicesContext';
import { CenterPage } from './CenterPage';

type Kind = 0 | 1 | 2;

function NoticeRow({ item, onOpen }: { item: NoticeItem; onOpen: () => void }) {
  return (
    <List.Item onClick={onOpen} style={{ cursor: 'pointer' }} data-testid="notice-row">
      <List.Item.Meta
        avatar={<Badge status={item.read ? 'default' : 'error'} />}
        title={
          <Space size={8}>
            {item.top ? <PushpinOutlined style={{ color: '#fa8c16' }} /> : null}
            <Typography.Text strong={!item.read}>{item.title}</Typography.Text>
            <Tag color={item.kind === 1 ? 'blue' : 'green'}>{item.kind === 1 ? '公告' : item.category}</Tag>
          </Space>
        }
        description={<Typography.Text type="secondary" ellipsis>{item.summary}</Typography.Text>}
      />
      <Typography.Text type="secondary" style={{ whiteSpace: 'nowrap' }}>
        {item.createTime}
      </Typography.Text>
    </List.Item>
  );
}

export function NoticePage() {
  const { center } = useShellServices();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>(0);
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [page, setPage] = useState(createPagination());
  const counts = useNoticeCounts().data;
  const list = useQuery({
    queryKey: ['notice', 'page', kind, unreadOnly, page.current, page.pageSize],
    queryFn: () => center.pageNotices({ kind, read: unreadOnly ? 0 : -1, ...pageQuery(page) }),
  });
  const markAll = async () => {
    const { marked } = await center.markAllNoticesRead(kind);
    void message.success(marked ? `已将 ${marked} 条标记为已读` : '没有未读消息');
    void queryClient.invalidateQueries({ queryKey: ['notice'] });
  };
  const label = (text: string, n?: number) => (
    <Badge count={n ?? 0} size="small" offset={[8, -2]}>
      <span>{text}</span>
    </Badge>
  );
  return (
    <CenterPage title="站内信" extra={<Button onClick={markAll}>全部已读</Button>}>
      <Tabs
        activeKey={String(kind)}
        onChange={(k) => {
          setKind(Number(k) as Kind);
          setPage(createPagination());
        }}
        items={[
          { key: '0', label: label('全部', counts?.total) },
          { key: '2', label: label('站内信', counts?.message) },
          { key: '1', label: label('公告', counts?.announcement) },
        ]}
        tabBarExtraContent={
          <Checkbox
            checked={unreadOnly}
            onChange={(e) => {
              setUnreadOnly(e.target.checked);
              setPage(createPagination());
            }}
          >
            只看未读
          </Checkbox>
        }
      />
      <List
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: <Empty description="暂无消息" /> }}
        renderItem={(item) => <NoticeRow item={item} onOpen={() => void navigate(`/center/detail?id=${item.id}`)} />}
      />
      <Pagination
        style={{ marginTop: 16, textAlign: 'right' }}
        align="end"
        current={page.current}
        pageSize={page.pageSize}
        total={list.data?.total ?? 0}
        showTotal={(t) => `共 ${t} 条`}
        onChange={(current, pageSize) => setPage({ ...page, current, pageSize })}
        hideOnSinglePage
      />
    </CenterPage>
  );
}
