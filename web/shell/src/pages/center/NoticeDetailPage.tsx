// 系统中心 › 公告详情: one message or announcement (?id=); reading it marks it read and refreshes
// the unread counts.
import { useEffect } from 'react';
import { Button, Divider, Empty, Skeleton, Space, Tag, Typography } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { NOTICE_COUNTS_KEY } from '../../hooks/useNoticeCounts';
import { useShellServices } from '../../services/ShellServicesContext';
import { CenterPage } from './CenterPage';
import { noticeDetailPageTexts as texts } from '../../texts';

export function NoticeDetailPage() {
  const { center } = useShellServices();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const detail = useQuery({ queryKey: ['notice', 'detail', id], queryFn: () => center.noticeDetail(id), enabled: id > 0 });
  useEffect(() => {
    if (detail.isSuccess) {
      void queryClient.invalidateQueries({ queryKey: NOTICE_COUNTS_KEY });
      void queryClient.invalidateQueries({ queryKey: ['notice', 'page'] });
    }
  }, [detail.isSuccess, queryClient]);
  const n = detail.data;
  return (
    <CenterPage
      title={texts.title}
      extra={
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/center/notice')}>{texts.back}</Button>
      }
    >
      {detail.isLoading ? (
        <Skeleton active />
      ) : !n ? (
        <Empty description={texts.notFound} />
      ) : (
        <article style={{ maxWidth: 860, margin: '0 auto' }}>
          <Typography.Title level={3} style={{ textAlign: 'center' }}>
            {n.title}
          </Typography.Title>
          <Space split={<Divider type="vertical" />} style={{ width: '100%', justifyContent: 'center', color: '#8c8c8c' }}>
            <Tag color={n.kind === 1 ? 'blue' : 'green'}>{n.kind === 1 ? texts.announcement : n.category}</Tag>
            <span>{texts.publisher}{n.publisher || texts.system}</span>
            <span>{n.createTime}</span>
          </Space>
          <Divider />
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', fontSize: 15, lineHeight: 1.9 }}>{n.content}</Typography.Paragraph>
        </article>
      )}
    </CenterPage>
  );
}
