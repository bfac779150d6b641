// 收款记录: the payments of the caller's subtree by keyword and date range with their sum; 登记收款
// picks a contract and records one, 导入收款 takes an .xlsx (buttons per role, migration 0115).
import { useEffect, useMemo, useState } from 'react';
import { Button, DatePicker, Input, Select, Space, Table, Typography } from 'antd';
import { ImportOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Dayjs } from 'dayjs';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { Access, usePageFollowsTotal } from '@chelian/ui';
import { BUTTON_PAYMENT_IMPORT, BUTTON_PAYMENT_RECORD } from '../../access';
import { useLeaseServices } from '../../services/leaseServices';
import { createContractListApi, type ContractRow } from '../../shared/contracts';
import { LeasePage } from '../../shared/LeasePage';
import { tablePaging } from '../../shared/tablePaging';
import { PaymentDialog } from '../../shared/PaymentDialog';
import styles from '../../shared/ListPage.module.css';
import { ImportDialog } from './components/ImportDialog';
import { createPaymentApi, type PaymentRow } from './service';
import { contractTexts, paymentsPageTexts as texts, routeTexts } from '../../texts';

type Dialog = { kind: 'closed' } | { kind: 'pick' } | { kind: 'record'; contract: ContractRow } | { kind: 'import' };

export function PaymentsPage() {
  const { http } = useLeaseServices();
  const api = useMemo(() => createPaymentApi(http), [http]);
  const listApi = useMemo(() => createContractListApi(http), [http]);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(createPagination({ pageSize: 20 }));
  const [keywordInput, setKeywordInput] = useState('');
  const [range, setRange] = useState<[Dayjs | null, Dayjs | null] | null>(null);
  const [filter, setFilter] = useState({ keyword: '', startTime: '', endTime: '' });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });
  const [pickKeyword, setPickKeyword] = useState('');

  const list = useQuery({
    queryKey: ['lease', 'payments', filter, page.current, page.pageSize],
    queryFn: () => api.payments({ ...filter, ...pageQuery(page) }),
  });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  usePageFollowsTotal(page, setPage, list.data?.total);
  // The contracts to pick from when recording (running or overdue ones, by keyword).
  const pick = useQuery({
    queryKey: ['lease', 'payments', 'pick', pickKeyword],
    queryFn: () => listApi.contracts({ status: 0, keyword: pickKeyword, pageNumber: 1, pageSize: 50 }),
    enabled: dialog.kind === 'pick',
  });

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['lease'] });
  const search = () => {
    setFilter({ keyword: keywordInput.trim(), startTime: range?.[0]?.format('YYYY-MM-DD') ?? '', endTime: range?.[1]?.format('YYYY-MM-DD') ?? '' });
    setPage((p) => ({ ...p, current: 1 }));
  };

  return (
    <LeasePage title={routeTexts.payments} tips={texts.tips} testId="lease-payments-page">
      <Space className={styles.toolbar} wrap>
        <Input allowClear placeholder={texts.keywordPlaceholder} style={{ width: 240 }} value={keywordInput} onChange={(e) => setKeywordInput(e.target.value)} onPressEnter={search} />
        <DatePicker.RangePicker aria-label={texts.range} value={range} onChange={(v) => setRange(v)} />
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          {texts.search}
        </Button>
        <Access button={BUTTON_PAYMENT_RECORD}>
          <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'pick' })}>
            {texts.record}
          </Button>
        </Access>
        <Access button={BUTTON_PAYMENT_IMPORT}>
          <Button icon={<ImportOutlined />} onClick={() => setDialog({ kind: 'import' })}>
            {texts.import}
          </Button>
        </Access>
        <Typography.Text strong data-testid="payments-sum">
          {texts.sum(list.data?.sum ?? '0.00')}
        </Typography.Text>
      </Space>
      {dialog.kind === 'pick' && (
        <Space className={styles.toolbar}>
          <Select
            showSearch={{ filterOption: false, onSearch: setPickKeyword }}
            autoFocus
            open
            style={{ width: 420 }}
            placeholder={contractTexts.contractNo}
            loading={pick.isFetching}
            options={(pick.data?.data ?? [])
              .filter((c) => c.status === 1 || c.status === 2)
              .map((c) => ({ value: c.id, label: `${c.contractNo} · ${c.riderName} · ${c.plate}` }))}
            onChange={(id: number) => {
              const c = pick.data?.data.find((x) => x.id === id);
              if (c) setDialog({ kind: 'record', contract: c });
            }}
            onBlur={() => setDialog({ kind: 'closed' })}
          />
        </Space>
      )}
      <Table<PaymentRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: texts.empty }}
        pagination={tablePaging(page, setPage, list.data?.total)}
        columns={[
          { title: texts.paidTime, dataIndex: 'paidTime', width: 120 },
          { title: contractTexts.contractNo, dataIndex: 'contractNo' },
          { title: contractTexts.rider, dataIndex: 'riderName' },
          { title: contractTexts.plate, dataIndex: 'plate' },
          { title: texts.amount, dataIndex: 'amount' },
          { title: texts.method, dataIndex: 'method' },
          { title: texts.source, dataIndex: 'sourceText', width: 80 },
          { title: texts.user, dataIndex: 'userName' },
          { title: texts.remark, dataIndex: 'remark' },
        ]}
      />
      {dialog.kind === 'record' && (
        <PaymentDialog
          api={listApi}
          contract={dialog.contract}
          onClose={() => setDialog({ kind: 'closed' })}
          onSaved={() => {
            setDialog({ kind: 'closed' });
            refresh();
          }}
        />
      )}
      {dialog.kind === 'import' && <ImportDialog api={api} onClose={() => setDialog({ kind: 'closed' })} onImported={refresh} />}
    </LeasePage>
  );
}
