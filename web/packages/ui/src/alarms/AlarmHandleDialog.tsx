// The alarm handling dialog ("输入信息", v3-console-inventory §2.3): for one alarm its plate, group,
// time, type and address read-only, the problem type (1 测试 default, 2 误报, 3 安装事故, 4 其他),
// contact and phone (required) and a remark; for several alarms only contact and phone, sent with
// result 4 as the previous console does. Shared by the monitors' alarm panels, the sub-apps' alarm
// pages and the shell's tip; the asset is named with the given words (a person's 姓名, not 车牌号).
import { useState, type ReactNode } from 'react';
import { Descriptions, Form, Input, Modal, Radio, Typography } from 'antd';
import { wordsOrVehicle, type AssetWords } from '@chelian/core';
import { alarmHandleDialogTexts as texts, assetDialogTexts } from '../texts';

export interface HandledAlarmInfo {
  plate: string;
  groupName?: string;
  time: string;
  type: string;
}

export interface AlarmHandleValues {
  result: 1 | 2 | 3 | 4;
  contact: string;
  contactNumber: string;
  remark: string;
}

export interface AlarmHandleDialogProps {
  /** The alarms to handle; the dialog is open while this is non-empty. */
  alarms: readonly HandledAlarmInfo[];
  /** The single alarm's address (looked up by the caller). */
  address?: ReactNode;
  /** Rejects to keep the dialog open (the error is shown by the caller). */
  onSubmit: (values: AlarmHandleValues) => Promise<void>;
  onClose: () => void;
  /** The asset's words (its profile's); absent, the vehicle's. */
  words?: AssetWords;
}

export const ALARM_RESULTS = [
  { value: 1, label: texts.test },
  { value: 2, label: texts.falseAlarm },
  { value: 3, label: texts.installation },
  { value: 4, label: texts.other },
] as const;

export function AlarmHandleDialog({ alarms, address, onSubmit, onClose, words }: AlarmHandleDialogProps) {
  const named = assetDialogTexts(wordsOrVehicle(words));
  const [form] = Form.useForm<AlarmHandleValues>();
  const [busy, setBusy] = useState(false);
  const single = alarms.length === 1 ? alarms[0] : undefined;
  const submit = async () => {
    let values: AlarmHandleValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setBusy(true);
    try {
      await onSubmit({ result: single ? values.result : 4, contact: values.contact.trim(), contactNumber: values.contactNumber.trim(), remark: (values.remark ?? '').trim() });
    } catch {
      // kept open; the caller reports the error
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={texts.title}
      open={alarms.length > 0}
      onOk={() => void submit()}
      onCancel={onClose}
      okText={texts.ok}
      cancelText={texts.cancel}
      confirmLoading={busy}
      destroyOnHidden
    >
      {single ? (
        <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
          <Descriptions.Item label={named.name}>{single.plate}</Descriptions.Item>
          <Descriptions.Item label={named.ofGroup}>{single.groupName ?? ''}</Descriptions.Item>
          <Descriptions.Item label={texts.time}>{single.time}</Descriptions.Item>
          <Descriptions.Item label={texts.type}>{single.type}</Descriptions.Item>
          <Descriptions.Item label={texts.address} span={2}>
            {address}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph>{texts.batch} {alarms.length} {texts.batchNote}</Typography.Paragraph>
      )}
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} initialValues={{ result: 1 }} preserve={false}>
        {single && (
          <Form.Item name="result" label={texts.result}>
            <Radio.Group options={ALARM_RESULTS.map((r) => ({ value: r.value, label: r.label }))} />
          </Form.Item>
        )}
        <Form.Item name="contact" label={texts.contact} rules={[{ required: true, whitespace: true, message: texts.contactRequired }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="contactNumber"
          label={texts.phone}
          rules={[
            { required: true, whitespace: true, message: texts.phoneRequired },
            { pattern: /^[0-9+\- ]{3,20}$/, message: texts.badPhone },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        {single && (
          <Form.Item name="remark" label={texts.remark}>
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
