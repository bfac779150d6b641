// 登记收款 for one contract (收款记录 and 逾期催收): amount, date (today by default), method and remark;
// the server re-evaluates the contract at once and answers its new state.
import { useState } from 'react';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { reportError } from '@chelian/core';
import { isAmount, type ContractListApi, type ContractRow } from './contracts';
import { contractTexts, paymentDialogTexts as texts } from '../texts';

interface Values {
  amount: string;
  paidTime: Dayjs;
  method: string;
  remark?: string;
}

export function PaymentDialog({
  api,
  contract,
  onClose,
  onSaved,
}: {
  api: ContractListApi;
  contract: Pick<ContractRow, 'id' | 'contractNo' | 'riderName' | 'overdueAmount'>;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      const after = await api.recordPayment({
        contractId: contract.id,
        amount: v.amount,
        paidTime: v.paidTime.format('YYYY-MM-DD'),
        method: v.method,
        remark: v.remark?.trim() ?? '',
      });
      void message.success(texts.saved(contractTexts.statuses[after.status] ?? ''));
      onSaved();
    } catch (e) {
      reportError(e);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={texts.title} okText={texts.save} cancelText={texts.cancel} confirmLoading={saving} onOk={() => void save()} onCancel={onClose} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={{ paidTime: dayjs(), method: texts.methods[0], amount: Number(contract.overdueAmount) > 0 ? contract.overdueAmount : '' }}>
        <Form.Item label={texts.contract}>
          <span data-testid="payment-contract">{`${contract.contractNo}（${contract.riderName}）`}</span>
        </Form.Item>
        <Form.Item name="amount" label={texts.amount} rules={[{ validator: (_, v: string) => (isAmount(v ?? '') ? Promise.resolve() : Promise.reject(new Error(texts.amountInvalid))) }]}>
          <Input inputMode="decimal" aria-label={texts.amount} />
        </Form.Item>
        <Form.Item name="paidTime" label={texts.paidTime} rules={[{ required: true, message: texts.dateRequired }]}>
          <DatePicker style={{ width: '100%' }} disabledDate={(d) => d.isAfter(dayjs(), 'day')} />
        </Form.Item>
        <Form.Item name="method" label={texts.method}>
          <Select options={texts.methods.map((m) => ({ value: m, label: m }))} />
        </Form.Item>
        <Form.Item name="remark" label={texts.remark}>
          <Input maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
