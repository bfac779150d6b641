// 车辆续费 tab (§2.7): filters (车辆车组, 续费 / 不续费, 状态, 车辆状态, 即将到期, 高级筛选), 搜索 (160401),
// 导出 (to the download list), the vehicles with their expiry (已过期 marked), 续费 per row, and the
// bottom actions: 批量续费 (160404, 续费 list only), 批量转入/转出不续费 (160405), 自定义续费 (160408),
// 自定义不续费 (160406), 自定义不续费转出 (160407) with the 转移详情 result.
import { useEffect, useState } from 'react';
import { App, Badge, Button, Select, Space, Table, Tag, Typography } from 'antd';
import { FilterOutlined, SearchOutlined, ExportOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { Access } from '@chelian/ui';
import {
  BUTTON_RENEW_BATCH,
  BUTTON_RENEW_BATCH_STOP,
  BUTTON_RENEW_CUSTOM,
  BUTTON_RENEW_CUSTOM_RESUME,
  BUTTON_RENEW_CUSTOM_STOP,
  BUTTON_RENEW_SEARCH,
} from '../../../access';
import { GroupSelect } from '../../../shared/GroupSelect';
import { TerminalListDialog } from '../../../shared/TerminalListDialog';
import { TransferResultDialog } from '../../../shared/TransferResultDialog';
import type { TransferReply } from '../../../shared/transferResult';
import { AdvancedFilters } from './AdvancedFilters';
import { RenewDialog } from './RenewDialog';
import {
  advancedCount,
  defaultExpireFilters,
  expireParams,
  stateTag,
  type ExpireFilters,
  type ExpiringFilter,
  type RenewMode,
  type StateFilter,
  type VehicleStateFilter,
} from '../model/expireFilters';
import type { ExpireRow, RenewApi } from '../service';
import { renewPageTexts as texts } from '../../../texts';

const PAGE_SIZE_OPTIONS = [10, 20, 50, 100];

/** A time of the table as its day (yyyy-MM-dd); the full time is in the dialogs and exports. */
const dateOnly = (t?: string) => (t ? t.slice(0, 10) : '');

type Dialog =
  | { kind: 'none' }
  | { kind: 'advanced' }
  | { kind: 'renewRows'; rows: ExpireRow[] }
  | { kind: 'customList'; action: 'renew' | 'stop' | 'resume' }
  | { kind: 'renewTerminals'; terminalNos: string[] }
  | { kind: 'result'; reply: TransferReply & { tipMessage?: string } };

export function ExpireTab({ api, balance }: { api: RenewApi; balance: number | undefined }) {
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ExpireFilters>(defaultExpireFilters);
  const [filters, setFilters] = useState<ExpireFilters>(defaultExpireFilters);
  const [page, setPage] = useState(createPagination({ pageSize: 20 }));
  const [selected, setSelected] = useState<ExpireRow[]>([]);
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const now = new Date();

  const list = useQuery({
    queryKey: ['system', 'renew', 'expire', filters, page.current, page.pageSize],
    queryFn: () => api.listExpire(expireParams(filters, pageQuery(page))),
  });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);

  const search = (next: ExpireFilters = draft) => {
    setFilters(next);
    setSelected([]);
    setPage((p) => ({ ...p, current: 1 }));
  };
  const changed = () => {
    setSelected([]);
    void queryClient.invalidateQueries({ queryKey: ['system', 'renew'] });
  };
  const run = async (work: () => Promise<string | undefined | void>) => {
    setBusy(true);
    try {
      const tip = await work();
      void message.success(tip || texts.done);
      setDialog({ kind: 'none' });
      changed();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  };
  const exportList = async () => {
    try {
      const msg = await api.exportExpire(expireParams(filters));
      void message.success(msg && msg !== '成功' ? msg : texts.exported);
    } catch (e) {
      reportError(e);
    }
  };
  const inStopList = filters.mode === 1;
  const batchState = () => {
    if (selected.length === 0) return void message.warning(texts.selectFirst);
    const isState = inStopList ? 0 : 2;
    modal.confirm({
      title: inStopList ? texts.batchResume : texts.batchStop,
      content: inStopList ? texts.confirmResume(selected.length) : texts.confirmStop(selected.length),
      okText: texts.apply,
      cancelText: texts.cancel,
      onOk: () => run(() => api.setRenewState(selected, isState)),
    });
  };
  const showResult = async (work: () => Promise<TransferReply>) => {
    setBusy(true);
    try {
      setDialog({ kind: 'result', reply: await work() });
      changed();
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  };
  const customList = (terminalNos: string[]) => {
    if (dialog.kind !== 'customList') return;
    if (dialog.action === 'renew') return setDialog({ kind: 'renewTerminals', terminalNos });
    // The dialog counts the lists itself; the server's tip says the same.
    void showResult(async () => {
      const { tipMessage: _sameCounts, ...lists } = await api.transferState(terminalNos, dialog.action === 'stop' ? 2 : 0);
      void _sameCounts;
      return lists;
    });
  };

  return (
    <div data-testid="renew-expire">
      <Space wrap style={{ marginBottom: 12 }}>
        <GroupSelect aria-label={texts.group} placeholder={texts.group} allowClear value={draft.groupId} onChange={(groupId) => setDraft((d) => ({ ...d, groupId }))} style={{ width: 200 }} />
        <Select<RenewMode>
          aria-label={texts.mode}
          style={{ width: 100 }}
          value={draft.mode}
          onChange={(mode) => search({ ...draft, mode })}
          options={[0, 1].map((m) => ({ value: m as RenewMode, label: texts.modes[m] }))}
        />
        <Select<StateFilter>
          aria-label={texts.state}
          style={{ width: 130 }}
          value={draft.state}
          disabled={draft.mode === 1}
          onChange={(state) => setDraft((d) => ({ ...d, state }))}
          options={[
            { value: '', label: `${texts.state}：${texts.stateOptions.all}` },
            { value: 0, label: texts.stateOptions.normal },
            { value: 1, label: texts.stateOptions.expired },
          ]}
        />
        <Select<VehicleStateFilter>
          aria-label={texts.vehicleState}
          style={{ width: 150 }}
          value={draft.vehicleState}
          onChange={(vehicleState) => setDraft((d) => ({ ...d, vehicleState }))}
          options={Object.entries(texts.vehicleStates).map(([value, label]) => ({ value: value as VehicleStateFilter, label: value ? label : `${texts.vehicleState}：${label}` }))}
        />
        <Select<ExpiringFilter>
          aria-label={texts.expiring}
          style={{ width: 150 }}
          value={draft.expiring}
          onChange={(expiring) => setDraft((d) => ({ ...d, expiring }))}
          options={(['', 3, 7, 31] as ExpiringFilter[]).map((v) => ({ value: v, label: v === '' ? `${texts.expiring}：${texts.expiringOptions.all}` : texts.expiringOptions[v] }))}
        />
        <Badge count={advancedCount(filters)} size="small">
          <Button icon={<FilterOutlined />} onClick={() => setDialog({ kind: 'advanced' })}>{texts.advanced}</Button>
        </Badge>
        <Access button={BUTTON_RENEW_SEARCH}>
          <Button type="primary" icon={<SearchOutlined />} onClick={() => search()}>{texts.search}</Button>
        </Access>
        <Button icon={<ExportOutlined />} onClick={() => void exportList()}>{texts.export}</Button>
      </Space>
      <Table<ExpireRow>
        rowKey="vehicleId"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 1130 }}
        locale={{ emptyText: texts.empty }}
        rowSelection={{ selectedRowKeys: selected.map((r) => r.vehicleId), onChange: (_, rows) => setSelected(rows), preserveSelectedRowKeys: true }}
        columns={[
          { title: texts.groupName, dataIndex: 'groupName', width: 100, ellipsis: true },
          { title: texts.plate, dataIndex: 'plate', width: 100 },
          { title: texts.terminalNo, dataIndex: 'terminalNo', width: 150 },
          { title: texts.sim, dataIndex: 'sim', width: 120 },
          { title: texts.activationTime, dataIndex: 'activationTme', width: 100, render: dateOnly },
          {
            title: texts.stateColumn,
            key: 'state',
            width: 80,
            render: (_, row) => {
              const tag = stateTag(row, now);
              return <Tag color={tag.color}>{texts.states[tag.kind]}</Tag>;
            },
          },
          { title: texts.vehState, dataIndex: 'vehState', width: 90 },
          { title: texts.years, dataIndex: 'displayYear', width: 80, render: (y?: number) => texts.yearsValue(y) },
          { title: texts.installTime, dataIndex: 'installDate', width: 100, render: dateOnly },
          { title: texts.expireDate, dataIndex: 'expireDate', width: 110, render: (d?: string) => (d ? dateOnly(d) : <Typography.Text type="secondary">{texts.expireAtFirstReport}</Typography.Text>) },
          {
            title: texts.actions,
            key: 'actions',
            width: 70,
            fixed: 'right',
            render: (_, row) =>
              Number(row.state) === 2 ? null : (
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'renewRows', rows: [row] })}>{texts.renew}</Button>
              ),
          },
        ]}
        pagination={{
          current: page.current,
          pageSize: page.pageSize,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS,
          showTotal: (n) => texts.total(n),
          onChange: (current, pageSize) => setPage((p) => ({ ...p, current: pageSize !== p.pageSize ? 1 : current, pageSize })),
        }}
      />
      <Space wrap style={{ marginTop: 4 }}>
        <Typography.Text type="secondary">{texts.selected(selected.length)}</Typography.Text>
        {!inStopList && (
          <Access button={BUTTON_RENEW_BATCH}>
            <Button type="primary" onClick={() => (selected.length ? setDialog({ kind: 'renewRows', rows: selected }) : void message.warning(texts.selectFirst))}>
              {texts.batchRenew}
            </Button>
          </Access>
        )}
        <Access button={BUTTON_RENEW_BATCH_STOP}>
          <Button onClick={batchState}>{inStopList ? texts.batchResume : texts.batchStop}</Button>
        </Access>
        <Access button={BUTTON_RENEW_CUSTOM}>
          <Button onClick={() => setDialog({ kind: 'customList', action: 'renew' })}>{texts.customRenew}</Button>
        </Access>
        <Access button={BUTTON_RENEW_CUSTOM_STOP}>
          <Button onClick={() => setDialog({ kind: 'customList', action: 'stop' })}>{texts.customStop}</Button>
        </Access>
        <Access button={BUTTON_RENEW_CUSTOM_RESUME}>
          <Button onClick={() => setDialog({ kind: 'customList', action: 'resume' })}>{texts.customResume}</Button>
        </Access>
      </Space>
      {dialog.kind === 'advanced' && (
        <AdvancedFilters
          value={draft}
          onClose={() => setDialog({ kind: 'none' })}
          onApply={(advanced) => {
            const next = { ...draft, installDate: undefined, activation: undefined, offlineDays: undefined, displayYear: undefined, ...advanced };
            setDraft(next);
            setDialog({ kind: 'none' });
            search(next);
          }}
        />
      )}
      {dialog.kind === 'renewRows' && (
        <RenewDialog
          names={dialog.rows.map((r) => r.plate || r.terminalNo)}
          {...(dialog.rows.length === 1 ? { expireDate: dialog.rows[0]?.expireDate ?? '' } : {})}
          balance={balance}
          busy={busy}
          onClose={() => setDialog({ kind: 'none' })}
          onSubmit={(addMonth) => void run(() => api.recharge(dialog.rows, addMonth))}
        />
      )}
      {dialog.kind === 'customList' && (
        <TerminalListDialog
          title={{ renew: texts.customRenew, stop: texts.customStop, resume: texts.customResume }[dialog.action]}
          note={{ renew: texts.customRenewNote, stop: texts.customStopNote, resume: texts.customResumeNote }[dialog.action]}
          busy={busy}
          onClose={() => setDialog({ kind: 'none' })}
          onSubmit={customList}
        />
      )}
      {dialog.kind === 'renewTerminals' && (
        <RenewDialog
          names={dialog.terminalNos}
          balance={balance}
          busy={busy}
          onClose={() => setDialog({ kind: 'none' })}
          onSubmit={(addMonth) => void showResult(() => api.rechargeTerminals(dialog.terminalNos, addMonth))}
        />
      )}
      {dialog.kind === 'result' && <TransferResultDialog reply={dialog.reply} onClose={() => setDialog({ kind: 'none' })} />}
    </div>
  );
}
