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
  formatBytes,
  isExportRunning,
  sendMessage,
  type ExportRecord,
} from '@chelian/core';
import { useDictionary } from '../../hooks/useDictionary';
import { useShellServices } from '../../services/ShellServicesContext';
import { EXPORTS_KEY } from '../../tips/DownloadTip';
import { CenterPage } from './CenterPage';

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
    void message.success(`已提交导出：${r.fileName}`);
    refresh();
    void queryClient.invalidateQueries({ queryKey: EXPORTS_KEY });
    sendMessage('showDownList', { visible: true });
  };
  return (
    <CenterPage
      title="下载中心"
      extra={
        <Space>
          <Button type="primary" icon={<ExportOutlined />} onClick={() => void start(3)}>
            导出全部资料
          </Button>
          <Button icon={<ExportOutlined />} onClick={() => void start(6)}>
            导出登录日志
          </Button>
        </Space>
      }
    >
      <Alert type="info" showIcon message={EXPORT_KEEP_TEXT} style={{ marginBottom: 16 }} />
      <Space style={{ marginBottom: 12 }}>
        <span>文件类型</span>
        <Select
          value={type}
          style={{ width: 140 }}
          aria-label="文件类型"
          onChange={(v) => {
            setType(v);
            setPage(createPagination());
          }}
          options={[{ value: 0, label: '全部' }, ...types.map((t) => ({ value: Number(t.code), label: t.label }))]}
        />
        <Button icon={<ReloadOutlined />} onClick={refresh}>
          刷新
        </Button>
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
          showTotal: (t) => `共 ${t} 条`,
          onChange: (current, pageSize) => setPage({ ...page, current, pageSize }),
        }}
        columns={[
          { title: '序号', width: 64, render: (_, __, i) => (page.current - 1) * page.pageSize + i + 1 },
          { title: '文件名', dataIndex: 'fileName', ellipsis: true },
          { title: '类型', dataIndex: 'typeName', width: 100 },
          {
            title: '状态',
            dataIndex: 'status',
            width: 100,
            render: (s: ExportRecord['status'], r) => {
              const tag = (
                <Tag color={EXPORT_STATUS[s].color} icon={s === 2 ? <LoadingOutlined /> : undefined}>
                  {EXPORT_STATUS[s].text}
                </Tag>
              );
              return s === 4 && r.error ? <Tooltip title={r.error}>{tag}</Tooltip> : tag;
            },
          },
          { title: '记录数', dataIndex: 'rowCount', width: 80, render: (n: number, r) => (r.status === 3 ? n : '-') },
          { title: '大小', dataIndex: 'size', width: 90, render: (n: number, r) => (r.status === 3 ? formatBytes(n) : '-') },
          { title: '创建时间', dataIndex: 'createTime', width: 170 },
          { title: '过期时间', dataIndex: 'expireTime', width: 170 },
          {
            title: '操作',
            width: 90,
            render: (_, r) => (
              <Button
                type="link"
                icon={<CloudDownloadOutlined />}
                disabled={r.status !== 3}
                onClick={() => center.downloadExport(r)}
              >
                下载
              </Button>
            ),
          },
        ]}
      />
    </CenterPage>
  );
}
