// 合同管理: the contracts of the caller's subtree, searched by state and keyword, paged by the server;
// 新增合同 and 修改 open the contract dialog, 详情 the plan/payments/actions, 终止 and 删除 ask first.
// Buttons follow the role (migration 0115).
import { useEffect, useMemo, useState } from 'react';
import { App, Button, Input, Popconfirm, Select, Space, Table } from 'antd';
import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { Access, usePageFollowsTotal } from '@chelian/ui';
import { BUTTON_CONTRACT_ADD, BUTTON_CONTRACT_EDIT, BUTTON_CONTRACT_TERMINATE } from '../../access';
import { useLeaseServices } from '../../services/leaseServices';
import { createContractListApi, type ContractRow } from '../../shared/contracts';
import { LeasePage } from '../../shared/LeasePage';
import { tablePaging } from '../../shared/tablePaging';
import { StatusTag } from '../../shared/StatusTag';
import styles from '../../shared/ListPage.module.css';
import { ContractDetail } from './components/ContractDetail';
import { ContractDialog } from './components/ContractDialog';
import { createContractApi } from './service';
import { contractsPageTexts as texts, contractTexts, routeTexts } from '../../texts';

type Dialog = { kind: 'closed' } | { kind: 'add' } | { kind: 'edit'; row: ContractRow } | { kind: 'detail'; id: number };

export function ContractsPage() {
  const { http } = useLeaseServices();
  const listApi = useMemo(() => createContractListApi(http), [http]);
  const api = useMemo(() => createContractApi(http), [http]);
  const queryClient = useQueryClient();
  const { message } = App.useApp();
  const [page, setPage] = useState(createPagination({ pageSize: 20 }));
  const [keywordInput, setKeywordInput] = useState('');
  const [statusInput, setStatusInput] = useState(0);
  const [filter, setFilter] = useState({ keyword: '', status: 0 });
  const [dialog, setDialog] = useState<Dialog>({ kind: 'closed' });

  const list = useQuery({
    queryKey: ['lease', 'contracts', filter.keyword, filter.status, page.current, page.pageSize],
    queryFn: () => listApi.contracts({ ...filter, ...pageQuery(page) }),
  });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  usePageFollowsTotal(page, setPage, list.data?.total);

  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['lease'] });
  const search = () => {
    setFilter({ keyword: keywordInput.trim(), status: statusInput });
    setPage((p) => ({ ...p, current: 1 }));
  };
  const run = async (work: () => Promise<void>, done: string) => {
    try {
      await work();
      void message.success(done);
      refresh();
    } catch (e) {
      reportError(e);
    }
  };

  return (
    <LeasePage title={routeTexts.contracts} tips={texts.tips} testId="lease-contracts-page">
      <Space className={styles.toolbar} wrap>
        <Input
          allowClear
          aria-label={texts.keyword}
          placeholder={texts.keywordPlaceholder}
          style={{ width: 260 }}
          value={keywordInput}
          onChange={(e) => setKeywordInput(e.target.value)}
          onPressEnter={search}
        />
        <Select
          aria-label={contractTexts.status}
          style={{ width: 130 }}
          value={statusInput}
          onChange={setStatusInput}
          options={[{ value: 0, label: contractTexts.statusAll }, ...[1, 2, 3, 4].map((s) => ({ value: s, label: contractTexts.statuses[s] }))]}
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          {texts.search}
        </Button>
        <Access button={BUTTON_CONTRACT_ADD}>
          <Button icon={<PlusOutlined />} onClick={() => setDialog({ kind: 'add' })}>
            {texts.add}
          </Button>
        </Access>
      </Space>
      <Table<ContractRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: texts.empty }}
        scroll={{ x: 1300 }}
        pagination={tablePaging(page, setPage, list.data?.total)}
        columns={[
          { title: contractTexts.contractNo, dataIndex: 'contractNo', width: 140, fixed: 'left' },
          { title: contractTexts.rider, dataIndex: 'riderName', width: 90 },
          { title: contractTexts.riderIdNo, dataIndex: 'riderIdNo', width: 180 },
          { title: contractTexts.riderPhone, dataIndex: 'riderPhone', width: 120 },
          { title: contractTexts.plate, dataIndex: 'plate', width: 110 },
          { title: contractTexts.startTime, dataIndex: 'startTime', width: 110 },
          { title: contractTexts.term, key: 'term', width: 80, render: (_, r) => contractTexts.termValue(r.term, r.period) },
          { title: contractTexts.rent, dataIndex: 'rent', width: 110 },
          { title: contractTexts.status, dataIndex: 'status', width: 90, render: (s: number) => <StatusTag status={s} /> },
          {
            title: contractTexts.overdueDays,
            dataIndex: 'overdueDays',
            width: 90,
            render: (n: number, r) => (r.status === 2 ? <span className={styles.overdue}>{contractTexts.days(n)}</span> : '—'),
          },
          { title: contractTexts.overdueAmount, dataIndex: 'overdueAmount', width: 100 },
          { title: contractTexts.grade, dataIndex: 'gradeText', width: 100 },
          {
            title: contractTexts.actions,
            key: 'actions',
            width: 210,
            fixed: 'right',
            render: (_, r) => (
              <Space size={4}>
                <Button type="link" size="small" onClick={() => setDialog({ kind: 'detail', id: r.id })}>
                  {texts.detail}
                </Button>
                <Access button={BUTTON_CONTRACT_EDIT}>
                  <Button type="link" size="small" onClick={() => setDialog({ kind: 'edit', row: r })}>
                    {texts.edit}
                  </Button>
                </Access>
                <Access button={BUTTON_CONTRACT_TERMINATE}>
                  {r.status !== 4 && (
                    <Popconfirm title={texts.terminateConfirm(r.contractNo)} onConfirm={() => run(() => api.terminate(r.id), texts.terminated(r.contractNo))}>
                      <Button type="link" size="small" danger>
                        {texts.terminate}
                      </Button>
                    </Popconfirm>
                  )}
                  {r.paidAmount === '0.00' && (
                    <Popconfirm title={texts.removeConfirm(r.contractNo)} onConfirm={() => run(() => api.remove(r.id), texts.removed(r.contractNo))}>
                      <Button type="link" size="small" danger>
                        {texts.remove}
                      </Button>
                    </Popconfirm>
                  )}
                </Access>
              </Space>
            ),
          },
        ]}
      />
      {(dialog.kind === 'add' || dialog.kind === 'edit') && (
        <ContractDialog
          api={api}
          {...(dialog.kind === 'edit' ? { editing: dialog.row } : {})}
          onClose={() => setDialog({ kind: 'closed' })}
          onSaved={() => {
            setDialog({ kind: 'closed' });
            refresh();
          }}
        />
      )}
      {dialog.kind === 'detail' && <ContractDetail api={api} id={dialog.id} onClose={() => setDialog({ kind: 'closed' })} />}
    </LeasePage>
  );
}
