// A tile's detail dialog (1150 px, 50 rows a page, 100–400 to choose): the list of its kind, the
// row actions — concern menu, 结清 (button 160501), 查看详情 in the monitor — 超长停车's range, and
// 导出 with column choice (not for 多设备离线 and 分离).
import { useState } from 'react';
import { App, Button, Popconfirm, Space, Table, Tabs, Typography } from 'antd';
import { DownloadOutlined, StarOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { reportError } from '@chelian/core';
import { Access, ConsoleDialog } from '@chelian/ui';
import { ConcernMenu } from '@chelian/tracking';
import { BUTTON_CONCERN, BUTTON_RISK_SETTLE } from '../../../access';
import { hasConcernActions, RISK_TABS, type Tile } from '../model/categories';
import type { Page, RelatedSet, RiskApi, RiskRow } from '../service';
import { relatedColumns, vehicleColumns } from './riskColumns';
import { StopRangePopover } from './StopRangePopover';
import { riskDetailTexts as texts, riskPageTexts } from '../../../texts';

const PAGE_SIZES = [50, 100, 200, 400];

export interface RiskDetailDialogProps {
  tile: Tile | undefined;
  api: RiskApi;
  onExport: (code: number) => void;
  onClose: () => void;
  /** After a change that moves counts (concern, 结清, range). */
  onChanged: () => void;
}

export function RiskDetailDialog({ tile, api, onExport, onClose, onChanged }: RiskDetailDialogProps) {
  const [page, setPage] = useState({ current: 1, pageSize: 50 });
  const [riskTab, setRiskTab] = useState(1);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const kind = tile?.kind;
  const list = useQuery({
    queryKey: ['risk-detail', tile?.key, riskTab, page],
    enabled: tile !== undefined,
    placeholderData: keepPreviousData,
    queryFn: (): Promise<Page<RiskRow | RelatedSet>> => {
      const { current, pageSize } = page;
      if (kind === 'concern') return api.concerns(current, pageSize);
      if (kind === 'risk') return api.risks(riskTab, current, pageSize);
      if (kind === 'relatedOffline') return api.relatedOffline(current, pageSize);
      if (kind === 'longStop') return api.longStops(current, pageSize);
      return api.alarms(tile?.alarmType ?? 9, current, pageSize);
    },
  });
  const range = useQuery({ queryKey: ['risk-stop-range'], queryFn: () => api.stopRange(), enabled: kind === 'longStop' });
  const refresh = () => {
    void list.refetch();
    onChanged();
  };
  const settle = async (row: RiskRow) => {
    try {
      await api.settle(row.vehicleId);
      void message.success(texts.settleDone);
      refresh();
    } catch (e) {
      reportError(e);
    }
  };
  const pagination = {
    current: page.current,
    pageSize: page.pageSize,
    total: list.data?.total ?? 0,
    pageSizeOptions: PAGE_SIZES,
    showSizeChanger: true,
    showTotal: texts.total,
    onChange: (current: number, pageSize: number) => setPage({ current, pageSize }),
  };
  const actions = {
    title: texts.actions,
    key: 'actions',
    fixed: 'right' as const,
    width: 200,
    render: (_v: unknown, r: RiskRow) => (
      <Space size="small">
        {kind && hasConcernActions(kind) && (
          <ConcernMenu
            button={BUTTON_CONCERN}
            vehicleId={r.vehicleId}
            level={r.concernLevel}
            remark={r.remark}
            api={api}
            onChanged={refresh}
            trigger={<Button type="link" size="small" icon={<StarOutlined />}>{texts.concern}</Button>}
          />
        )}
        {kind && hasConcernActions(kind) && (
          <Access button={BUTTON_RISK_SETTLE}>
            {r.settle ? (
              <Typography.Text type="secondary">{texts.settled}</Typography.Text>
            ) : (
              <Popconfirm title={texts.settleConfirm(r.plate)} onConfirm={() => void settle(r)}>
                <Button type="link" size="small">{texts.settle}</Button>
              </Popconfirm>
            )}
          </Access>
        )}
        <Button
          type="link"
          size="small"
          onClick={() => navigate(`/monitor?${new URLSearchParams({ vehicleId: String(r.vehicleId), groupId: String(r.groupId), plate: r.plate }).toString()}`)}
        >
          {texts.details}
        </Button>
      </Space>
    ),
  };
  const title = tile ? riskPageTexts.tiles[tile.key] : '';
  const table =
    kind === 'relatedOffline' ? (
      <Table<RelatedSet>
        data-testid="risk-detail-table"
        size="small"
        bordered
        loading={list.isFetching}
        dataSource={(list.data?.data ?? []) as RelatedSet[]}
        rowKey={(r) => `${r.carType}:${r.keyworks}`}
        columns={[{ title: texts.index, key: 'i', width: 60, render: (_v, _r, i) => (page.current - 1) * page.pageSize + i + 1 }, ...relatedColumns()]}
        pagination={pagination}
      />
    ) : kind ? (
      <Table<RiskRow>
        data-testid="risk-detail-table"
        size="small"
        bordered
        scroll={{ x: 'max-content' }}
        loading={list.isFetching}
        dataSource={(list.data?.data ?? []) as RiskRow[]}
        rowKey={(r) => `${r.vehicleId}:${r.alarmName ?? ''}:${r.alarmTime ?? ''}`}
        columns={[
          { title: texts.index, key: 'i', width: 60, fixed: 'left', render: (_v, _r, i) => (page.current - 1) * page.pageSize + i + 1 },
          ...vehicleColumns(kind),
          actions,
        ]}
        pagination={pagination}
      />
    ) : null;
  return (
    <ConsoleDialog
      open={tile !== undefined}
      title={title}
      width={1150}
      onCancel={onClose}
      onClosed={() => {
        setPage({ current: 1, pageSize: 50 });
        setRiskTab(1);
      }}
      footer={null}
      data-testid="risk-detail"
    >
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Space>
          {tile?.exportCode !== undefined && (
            <Button icon={<DownloadOutlined />} onClick={() => onExport(tile.exportCode as number)}>{texts.export}</Button>
          )}
          {kind === 'longStop' && <StopRangePopover api={api} range={range.data} onSaved={() => { void range.refetch(); refresh(); }} />}
          {kind === 'longStop' && <Typography.Text type="danger">{texts.longStopNote}</Typography.Text>}
        </Space>
        {kind === 'risk' && (
          <Tabs
            activeKey={String(riskTab)}
            onChange={(k) => {
              setRiskTab(Number(k));
              setPage((p) => ({ ...p, current: 1 }));
            }}
            items={RISK_TABS.map((t) => ({ key: String(t), label: texts.riskTabs[t] }))}
          />
        )}
        {table}
      </Space>
    </ConsoleDialog>
  );
}
