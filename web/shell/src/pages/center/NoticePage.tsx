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
import { noticePageTexts as texts } from '../../texts';

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
            <Tag color={item.kind === 1 ? 'blue' : 'green'}>{item.kind === 1 ? texts.announcement : item.category}</Tag>
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
    void message.success(marked ? texts.markedRead(marked) : texts.noUnread);
    void queryClient.invalidateQueries({ queryKey: ['notice'] });
  };
  const label = (text: string, n?: number) => (
    <Badge count={n ?? 0} size="small" offset={[8, -2]}>
      <span>{text}</span>
    </Badge>
  );
  return (
    <CenterPage title={texts.title} extra={<Button onClick={markAll}>{texts.markAllRead}</Button>}>
      <Tabs
        activeKey={String(kind)}
        onChange={(k) => {
          setKind(Number(k) as Kind);
          setPage(createPagination());
        }}
        items={[
          { key: '0', label: label(texts.all, counts?.total) },
          { key: '2', label: label(texts.title, counts?.message) },
          { key: '1', label: label(texts.announcement, counts?.announcement) },
        ]}
        tabBarExtraContent={
          <Checkbox
            checked={unreadOnly}
            onChange={(e) => {
              setUnreadOnly(e.target.checked);
              setPage(createPagination());
            }}
          >{texts.unreadOnly}</Checkbox>
        }
      />
      <List
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: <Empty description={texts.empty} /> }}
        renderItem={(item) => <NoticeRow item={item} onOpen={() => void navigate(`/center/detail?id=${item.id}`)} />}
      />
      <Pagination
        style={{ marginTop: 16, textAlign: 'right' }}
        align="end"
        current={page.current}
        pageSize={page.pageSize}
        total={list.data?.total ?? 0}
        showTotal={(t) => texts.total(t)}
        onChange={(current, pageSize) => setPage({ ...page, current, pageSize })}
        hideOnSinglePage
      />
    </CenterPage>
  );
}
