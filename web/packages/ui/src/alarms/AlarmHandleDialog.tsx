// The alarm handling dialog ("输入信息", v3-console-inventory §2.3): for one alarm its plate, group,
// time, type and address read-only, the problem type (1 测试 default, 2 误报, 3 安装事故, 4 其他),
// contact and phone (required) and a remark; for several alarms only contact and phone, sent with
// result 4 as the previous console does. Shared by the car monitor's panel and the shell's tip.
import { useState, type ReactNode } from 'react';
import { Descriptions, Form, Input, Modal, Radio, Typography } from 'antd';

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
}

export const ALARM_RESULTS = [
  { value: 1, label: '测试' },
  { value: 2, label: '误报' },
  { value: 3, label: '安装事故' },
  { value: 4, label: '其他' },
] as const;

export function AlarmHandleDialog({ alarms, address, onSubmit, onClose }: AlarmHandleDialogProps) {
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
      title="输入信息"
      open={alarms.length > 0}
      onOk={() => void submit()}
      onCancel={onClose}
      okText="确定"
      cancelText="取消"
      confirmLoading={busy}
      destroyOnHidden
    >
      {single ? (
        <Descriptions size="small" column={2} style={{ marginBottom: 12 }}>
          <Descriptions.Item label="车牌号">{single.plate}</Descriptions.Item>
          <Descriptions.Item label="所属车组">{single.groupName ?? ''}</Descriptions.Item>
          <Descriptions.Item label="报警时间">{single.time}</Descriptions.Item>
          <Descriptions.Item label="报警类型">{single.type}</Descriptions.Item>
          <Descriptions.Item label="报警地址" span={2}>
            {address}
          </Descriptions.Item>
        </Descriptions>
      ) : (
        <Typography.Paragraph>批量处理 {alarms.length} 条报警（问题类型记为“其他”）</Typography.Paragraph>
      )}
      <Form form={form} layout="horizontal" labelCol={{ span: 5 }} initialValues={{ result: 1 }} preserve={false}>
        {single && (
          <Form.Item name="result" label="问题类型">
            <Radio.Group options={ALARM_RESULTS.map((r) => ({ value: r.value, label: r.label }))} />
          </Form.Item>
        )}
        <Form.Item name="contact" label="联系人" rules={[{ required: true, whitespace: true, message: '请填写联系人' }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item
          name="contactNumber"
          label="联系电话"
          rules={[
            { required: true, whitespace: true, message: '请填写联系电话' },
            { pattern: /^[0-9+\- ]{3,20}$/, message: '联系电话格式不正确' },
          ]}
        >
          <Input maxLength={20} />
        </Form.Item>
        {single && (
          <Form.Item name="remark" label="备注">
            <Input.TextArea rows={2} maxLength={200} />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
