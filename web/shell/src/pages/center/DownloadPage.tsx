// 系统中心 › 下载中心: the user's export records (等待 / 导出中 / 成功 / 失败), kept 3 days; start an
// export of 全部资料 or the login log; download a finished file (hidden frame with the sessionId
// as a query parameter). Refreshes every 2 s while an export runs.
import { useState } from 'react';
import { Alert, App, Button, Select, Space, Table, Tag, Tooltip } from 'antd';
import { CloudDownloadOutlined, ExportOutlined, LoadingOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EXPORT_KEEP_TEXT,
  EXPORT_STATUS,
  createPagination,
  exportStatusText,
  formatBytes,
  isExportRunning,
  sendMessage,
  type ExportRecord,
} from '@chelian/core';
import { useDictionary } from '../../hooks/useDictionary';
import { useShellServices } from '../../services/ShellServicesContext';
import { EXPORTS_KEY } from '../../tips/DownloadTip';
import { CenterPage } from './CenterPage';
import { downloadPageTexts as texts } from '../../texts';

export function DownloadPage() {
  const { center } = useShellServices();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [type, setType] = useState(0);
  const types = useDictionary('exportType');
  const [page, setPage] = useState(createPagination());
  const list = useQuery({
    queryKey: ['exports', 'page', type, page.current, page.pageSize],
    queryFn: () => center.listExports({ pageNumber: page.current, pageSize: page.pageSize, ...(type ? { type } : {}) }),
    refetchInterval: (q) => (q.state.data?.data.some(isExportRunning) ? 2000 : false),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['exports'] });
  const start = async (exportType: number) => {
    const r = await center.startExport(exportType);
    void message.success(texts.exportSubmitted(r.fileName));
    refresh();
    void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
    sendMessage('showDownList', { visible: true });
  };
  return (
    <CenterPage
      title={texts.title}
      extra={
        <Space>
          <Button type="primary" icon={<ExportOutlined />} onClick={() => void start(3)}>{texts.exportAll}</Button>
          <Button icon={<ExportOutlined />} onClick={() => void start(6)}>{texts.exportLoginLog}</Button>
        </Space>
      }
    >
      <Alert type="info" showIcon message={EXPORT_KEEP_TEXT} style={{ marginBottom: 16 }} />
      <Space style={{ marginBottom: 12 }}>
        <span>{texts.fileType}</span>
        <Select
          value={type}
          style={{ width: 140 }}
          aria-label={texts.fileType}
          onChange={(v) => {
            setType(v);
            setPage(createPagination());
          }}
          options={[{ value: 0, label: texts.all }, ...types.map((t) => ({ value: Number(t.code), label: t.label }))]}
        />
        <Button icon={<ReloadOutlined />} onClick={refresh}>{texts.refresh}</Button>
      </Space>
      <Table<ExportRecord>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showTotal: (t) => texts.total(t),
          onChange: (current, pageSize) => setPage({ ...page, current, pageSize }),
        }}
        columns={[
          { title: texts.index, width: 64, render: (_, __, i) => (page.current - 1) * page.pageSize + i + 1 },
          { title: texts.fileName, dataIndex: 'fileName', ellipsis: true },
          { title: texts.type, dataIndex: 'typeName', width: 100 },
          {
            title: texts.status,
            dataIndex: 'status',
            width: 130,
            render: (s: ExportRecord['status'], r) => {
              const tag = (
                <Tag color={EXPORT_STATUS[s].color} icon={s === 2 ? <LoadingOutlined /> : undefined}>
                  {exportStatusText(r)}
                </Tag>
              );
              return s === 4 && r.error ? <Tooltip title={r.error}>{tag}</Tooltip> : tag;
            },
          },
          { title: texts.records, dataIndex: 'rowCount', width: 80, render: (n: number, r) => (r.status === 3 ? n : '-') },
          { title: texts.size, dataIndex: 'size', width: 90, render: (n: number, r) => (r.status === 3 ? formatBytes(n) : '-') },
          { title: texts.created, dataIndex: 'createTime', width: 170 },
          { title: texts.expires, dataIndex: 'expireTime', width: 170 },
          {
            title: texts.actions,
            width: 90,
            render: (_, r) => (
              <Button
                type="link"
                icon={<CloudDownloadOutlined />}
                disabled={r.status !== 3}
                onClick={() => center.downloadExport(r)}
              >{texts.download}</Button>
            ),
          },
        ]}
      />
    </CenterPage>
  );
}
