// 合同详情: the contract's facts, its plan (each due item paid, due or not yet due), its payments and
// the graded actions carried out (with the bike's speed at the time and the outcome).
import { Descriptions, Modal, Table, Tabs, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ContractApi } from '../service';
import { StatusTag } from '../../../shared/StatusTag';
import { contractDetailTexts as texts, contractTexts, paymentsPageTexts } from '../../../texts';

const DUE_COLORS: Record<number, string> = { 0: 'default', 1: 'success', 2: 'error' };

export function ContractDetail({ api, id, onClose }: { api: ContractApi; id: number; onClose: () => void }) {
  const detail = useQuery({ queryKey: ['lease', 'contract', id], queryFn: () => api.contract(id) });
  const c = detail.data;
  return (
    <Modal open width={860} title={texts.title(c?.contractNo ?? '')} footer={null} onCancel={onClose} destroyOnHidden>
      {c && (
        <div data-testid="contract-detail">
          <Descriptions size="small" column={3} bordered>
            <Descriptions.Item label={contractTexts.rider}>{c.riderName}</Descriptions.Item>
            <Descriptions.Item label={contractTexts.riderIdNo}>{c.riderIdNo}</Descriptions.Item>
            <Descriptions.Item label={contractTexts.riderPhone}>{c.riderPhone}</Descriptions.Item>
            <Descriptions.Item label={contractTexts.plate}>{c.plate}</Descriptions.Item>
            <Descriptions.Item label={contractTexts.startTime}>{c.startTime}</Descriptions.Item>
            <Descriptions.Item label={contractTexts.term}>{contractTexts.termValue(c.term, c.period)}</Descriptions.Item>
            <Descriptions.Item label={contractTexts.rent}>{c.rent}</Descriptions.Item>
            <Descriptions.Item label={contractTexts.deposit}>{c.deposit}</Descriptions.Item>
            <Descriptions.Item label={texts.total}>{c.totalAmount}</Descriptions.Item>
            <Descriptions.Item label={contractTexts.status}>
              <StatusTag status={c.status} />
            </Descriptions.Item>
            <Descriptions.Item label={contractTexts.overdueDays}>{contractTexts.days(c.overdueDays)}</Descriptions.Item>
            <Descriptions.Item label={contractTexts.overdueAmount}>{c.overdueAmount}</Descriptions.Item>
          </Descriptions>
          <Tabs
            style={{ marginTop: 12 }}
            items={[
              {
                key: 'plan',
                label: texts.plan,
                children: (
                  <Table
                    size="small"
                    rowKey="seq"
                    pagination={{ pageSize: 12, hideOnSinglePage: true }}
                    dataSource={c.plan}
                    columns={[
                      { title: texts.seq, dataIndex: 'seq', width: 70 },
                      { title: texts.dueTime, dataIndex: 'dueTime' },
                      { title: texts.amount, dataIndex: 'amount' },
                      { title: texts.paid, dataIndex: 'paid' },
                      { title: texts.state, dataIndex: 'state', render: (s: number) => <Tag color={DUE_COLORS[s]}>{texts.dueStates[s]}</Tag> },
                    ]}
                  />
                ),
              },
              {
                key: 'payments',
                label: texts.payments,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={c.payments}
                    columns={[
                      { title: paymentsPageTexts.paidTime, dataIndex: 'paidTime' },
                      { title: paymentsPageTexts.amount, dataIndex: 'amount' },
                      { title: paymentsPageTexts.method, dataIndex: 'method' },
                      { title: paymentsPageTexts.source, dataIndex: 'sourceText' },
                      { title: paymentsPageTexts.user, dataIndex: 'userName' },
                    ]}
                  />
                ),
              },
              {
                key: 'actions',
                label: texts.actions,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={c.actions}
                    columns={[
                      { title: texts.actionTime, dataIndex: 'time', width: 170 },
                      { title: texts.action, dataIndex: 'actionText' },
                      { title: contractTexts.overdueDays, dataIndex: 'overdueDays', render: (n: number) => contractTexts.days(n) },
                      { title: texts.speed, dataIndex: 'speed', render: (v: number) => texts.speedValue(v) },
                      { title: texts.result, dataIndex: 'result' },
                    ]}
                  />
                ),
              },
            ]}
          />
        </div>
      )}
    </Modal>
  );
}
