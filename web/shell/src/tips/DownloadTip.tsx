// The shell's download tip: the exports running now and the latest finished ones, a download link
// for each, and the way to the download center. Opened by its header button or by a showDownList
// message (R-MSG-1); enabled only with a signed-in user (R-PERM-3); its pop-up moves into the
// layout after 1 s (R-CONST-2). While an export runs it refreshes every 2 s.
import { useEffect, useMemo, useState } from 'react';
import { Badge, Button, Empty, List, Popover, Tag, Typography } from 'antd';
import { CloudDownloadOutlined, LoadingOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { EXPORT_KEEP_TEXT, EXPORT_STATUS, currentUser, exportStatusText, onMessage, summarizeExports, type ExportRecord } from '@chelian/core';
import { useDelayedContainer } from '@chelian/ui';
import { useShellServices } from '../services/ShellServicesContext';
import styles from '../layout/AppHeader.module.css';
import { downloadTipTexts as texts } from '../texts';

export const EXPORTS_KEY = ['exports', 'tip'] as const;
export const TIP_CONTAINER_ID = 'chelian-tip-host';

function Row({ record, onDownload }: { record: ExportRecord; onDownload: (r: ExportRecord) => void }) {
  const status = EXPORT_STATUS[record.status];
  return (
    <List.Item
      actions={
        record.status === 3
          ? [<Button key="d" type="link" size="small" onClick={() => onDownload(record)}>{texts.download}</Button>]
          : []
      }
    >
      <List.Item.Meta
        title={<Typography.Text ellipsis style={{ maxWidth: 210 }}>{record.fileName}</Typography.Text>}
        description={record.createTime}
      />
      <Tag color={status.color} icon={record.status === 2 ? <LoadingOutlined /> : undefined}>{exportStatusText(record)}</Tag>
    </List.Item>
  );
}

export function DownloadTip() {
  const { center, storage } = useShellServices();
  const signedIn = Boolean(currentUser(storage));
  const [open, setOpen] = useState(false);
  const [seenId, setSeenId] = useState(0);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const container = useDelayedContainer(TIP_CONTAINER_ID);
  const query = useQuery({
    queryKey: EXPORTS_KEY,
    queryFn: () => center.listExports({ pageNumber: 1, pageSize: 20 }),
    enabled: signedIn,
    refetchInterval: (q) => (q.state.data?.data.some((r) => r.status <= 2) ? 2000 : false),
  });
  const summary = useMemo(() => summarizeExports(query.data?.data ?? [], seenId), [query.data, seenId]);
  useEffect(
    () =>
      onMessage('showDownList', (detail) => {
        if (!signedIn) return;
        setOpen(detail.visible !== false);
        void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
      }),
    [signedIn, queryClient],
  );
  // While the list is open every record in it counts as seen.
  const newestId = Math.max(0, ...(query.data?.data ?? []).map((r) => r.id));
  if (open && seenId !== newestId) setSeenId(newestId);
  if (!signedIn) return null;
  const records = [...summary.running, ...summary.finished];
  const content = (
    <div style={{ width: 340 }} data-testid="download-tip">
      {records.length ? (
        <List size="small" dataSource={records} renderItem={(r) => <Row record={r} onDownload={(x) => center.downloadExport(x)} />} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.empty} />
      )}
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, margin: '8px 0' }}>
        {EXPORT_KEEP_TEXT}
      </Typography.Paragraph>
      <Button
        block
        onClick={() => {
          setOpen(false);
          void navigate('/center/download');
        }}
      >{texts.viewAll}</Button>
    </div>
  );
  const running = summary.running.length;
  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      title={texts.label}
      content={content}
      getPopupContainer={() => container}
    >
      <button type="button" className={styles.tool} aria-label={texts.label} title={texts.label}>
        <Badge count={running || (open ? 0 : summary.unseen)} size="small" offset={[2, -2]} color={running ? '#1668dc' : undefined}>
          <CloudDownloadOutlined style={{ color: 'inherit', fontSize: 18 }} />
        </Badge>
      </button>
    </Popover>
  );
}
