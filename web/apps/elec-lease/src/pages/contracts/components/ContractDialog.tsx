// 新增合同 / 修改合同: the rider (name, identity number — shown masked on an edit, kept unless
// retyped —, phone) and, when adding, the idle bike, the number, the plan (start, term, period,
// rent) and the deposit.
import { useState } from 'react';
import { App, Col, DatePicker, Form, Input, InputNumber, Modal, Row, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs, { type Dayjs } from 'dayjs';
import { reportError } from '@chelian/core';
import type { ContractRow } from '../../../shared/contracts';
import { isAmount } from '../../../shared/contracts';
import { contractBody, isIdNumberOrMask, isMobile } from '../model/contractForm';
import type { ContractApi } from '../service';
import { contractDialogTexts as texts, contractTexts } from '../../../texts';

interface Values {
  vehicleId?: number;
  contractNo?: string;
  riderName: string;
  riderIdNo: string;
  riderPhone: string;
  start?: Dayjs;
  term?: number;
  period?: number;
  rent?: string;
  deposit?: string;
  remark?: string;
}

export function ContractDialog({ api, editing, onClose, onSaved }: { api: ContractApi; editing?: ContractRow; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { message } = App.useApp();
  const bikes = useQuery({ queryKey: ['lease', 'bikes'], queryFn: () => api.bikes(), enabled: !editing });
  const idle = (bikes.data ?? []).filter((b) => b.state === 0);
  const check = (ok: (v: string) => boolean, msg: string) => ({
    validator: (_: unknown, v: string) => (ok((v ?? '').trim()) ? Promise.resolve() : Promise.reject(new Error(msg))),
  });
  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await api.save(contractBody({ ...v, ...(v.start ? { startTime: v.start.format('YYYY-MM-DD') } : {}) }, editing?.id));
      void message.success(texts.saved);
      onSaved();
    } catch (e) {
      reportError(e);
    } finally {
      setSaving(false);
    }
  };
  const initial: Partial<Values> = editing
    ? { riderName: editing.riderName, riderIdNo: editing.riderIdNo, riderPhone: editing.riderPhone, remark: editing.remark }
    : { start: dayjs(), period: 1, term: 12, deposit: '0' };
  return (
    <Modal
      open
      width={720}
      title={editing ? texts.editTitle : texts.addTitle}
      okText={texts.save}
      cancelText={texts.cancel}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={initial} data-testid="contract-form">
        <Row gutter={16}>
          {!editing && (
            <>
              <Col span={12}>
                <Form.Item name="vehicleId" label={texts.bike} rules={[{ required: true, message: texts.choose(texts.bike) }]}>
                  <Select
                    showSearch={{ optionFilterProp: 'label' }}
                    placeholder={texts.bikePlaceholder}
                    loading={bikes.isLoading}
                    options={idle.map((b) => ({ value: b.vehicleId, label: `${b.plate}（${b.groupName}）` }))}
                  />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="contractNo" label={contractTexts.contractNo} rules={[{ required: true, whitespace: true, message: texts.required(contractTexts.contractNo) }]}>
                  <Input maxLength={40} />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={12}>
            <Form.Item name="riderName" label={contractTexts.rider} rules={[{ required: true, whitespace: true, message: texts.required(contractTexts.rider) }]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="riderPhone" label={contractTexts.riderPhone} rules={[check(isMobile, texts.phoneInvalid)]}>
              <Input maxLength={11} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="riderIdNo"
              label={contractTexts.riderIdNo}
              extra={editing ? texts.idHint : undefined}
              rules={[check((v) => isIdNumberOrMask(v, editing?.riderIdNo), texts.idInvalid)]}
            >
              <Input maxLength={18} />
            </Form.Item>
          </Col>
          {!editing && (
            <>
              <Col span={8}>
                <Form.Item name="start" label={contractTexts.startTime} rules={[{ required: true, message: texts.choose(contractTexts.startTime) }]}>
                  <DatePicker style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="period" label={texts.period}>
                  <Select options={[1, 2].map((p) => ({ value: p, label: contractTexts.periods[p] }))} />
                </Form.Item>
              </Col>
              <Col span={8}>
                <Form.Item name="term" label={contractTexts.term} rules={[{ required: true, message: texts.required(contractTexts.term) }]}>
                  <InputNumber min={1} max={260} precision={0} style={{ width: '100%' }} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="rent" label={contractTexts.rent} rules={[check(isAmount, texts.amountInvalid)]}>
                  <Input inputMode="decimal" />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="deposit" label={contractTexts.deposit} rules={[check((v) => v === '' || v === '0' || isAmount(v), texts.amountInvalid)]}>
                  <Input inputMode="decimal" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={24}>
            <Form.Item name="remark" label={texts.remark}>
              <Input.TextArea maxLength={200} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
