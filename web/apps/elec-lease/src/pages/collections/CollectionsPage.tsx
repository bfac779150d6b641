// 逾期催收: the overdue contracts of the caller's subtree, most days first, with the rider's phone,
// what is owed and the last graded action; 登记收款 records a payment on the spot.
import { useEffect, useMemo, useState } from 'react';
import { Button, Input, Space, Table } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createPagination, pageQuery, reportError } from '@chelian/core';
import { Access, usePageFollowsTotal } from '@chelian/ui';
import { BUTTON_PAYMENT_RECORD } from '../../access';
import { useLeaseServices } from '../../services/leaseServices';
import { createContractListApi, type ContractRow } from '../../shared/contracts';
import { LeasePage } from '../../shared/LeasePage';
import { tablePaging } from '../../shared/tablePaging';
import { PaymentDialog } from '../../shared/PaymentDialog';
import styles from '../../shared/ListPage.module.css';
import { collectionsPageTexts as texts, contractsPageTexts, contractTexts, routeTexts } from '../../texts';

export function CollectionsPage() {
  const { http } = useLeaseServices();
  const api = useMemo(() => createContractListApi(http), [http]);
  const queryClient = useQueryClient();
  const [page, setPage] = useState(createPagination({ pageSize: 20 }));
  const [keywordInput, setKeywordInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [paying, setPaying] = useState<ContractRow | null>(null);
  const list = useQuery({
    queryKey: ['lease', 'collections', keyword, page.current, page.pageSize],
    queryFn: () => api.contracts({ status: 0, keyword, ...pageQuery(page) }, true),
  });
  useEffect(() => {
    if (list.error) reportError(list.error);
  }, [list.error]);
  usePageFollowsTotal(page, setPage, list.data?.total);
  const search = () => {
    setKeyword(keywordInput.trim());
    setPage((p) => ({ ...p, current: 1 }));
  };
  return (
    <LeasePage title={routeTexts.collections} tips={texts.tips} testId="lease-collections-page">
      <Space className={styles.toolbar}>
        <Input allowClear placeholder={contractsPageTexts.keywordPlaceholder} style={{ width: 260 }} value={keywordInput} onChange={(e) => setKeywordInput(e.target.value)} onPressEnter={search} />
        <Button type="primary" icon={<SearchOutlined />} onClick={search}>
          {contractsPageTexts.search}
        </Button>
      </Space>
      <Table<ContractRow>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.data ?? []}
        locale={{ emptyText: texts.empty }}
        scroll={{ x: 1200 }}
        pagination={tablePaging(page, setPage, list.data?.total)}
        columns={[
          { title: contractTexts.contractNo, dataIndex: 'contractNo', width: 130 },
          { title: contractTexts.rider, dataIndex: 'riderName', width: 90 },
          { title: contractTexts.riderPhone, dataIndex: 'riderPhone', width: 120, render: (p: string) => <a href={`tel:${p}`}>{p}</a> },
          { title: contractTexts.plate, dataIndex: 'plate', width: 100 },
          { title: contractTexts.group, dataIndex: 'groupName', width: 120 },
          { title: contractTexts.overdueDays, dataIndex: 'overdueDays', width: 90, render: (n: number) => <span className={styles.overdue}>{contractTexts.days(n)}</span> },
          { title: contractTexts.overdueAmount, dataIndex: 'overdueAmount', width: 100 },
          { title: contractTexts.grade, dataIndex: 'gradeText', width: 100 },
          { title: texts.lastAction, key: 'last', render: (_, r) => (r.lastAction ? `${r.lastAction}（${r.lastActionResult ?? ''}）` : '—') },
          { title: texts.lastActionTime, dataIndex: 'lastActionTime', width: 160 },
          {
            title: contractTexts.actions,
            key: 'actions',
            width: 100,
            fixed: 'right',
            render: (_, r) => (
              <Access button={BUTTON_PAYMENT_RECORD}>
                <Button type="link" size="small" onClick={() => setPaying(r)}>
                  {texts.record}
                </Button>
              </Access>
            ),
          },
        ]}
      />
      {paying && (
        <PaymentDialog
          api={api}
          contract={paying}
          onClose={() => setPaying(null)}
          onSaved={() => {
            setPaying(null);
            void queryClient.invalidateQueries({ queryKey: ['lease'] });
          }}
        />
      )}
    </LeasePage>
  );
}
