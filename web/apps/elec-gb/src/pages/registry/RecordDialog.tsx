// 备案 / 修改: the bike's record (make, model, frame and motor numbers, Beidou module serial, usage
// class, Beidou on/off — locked on for logistics and leasing bikes).
import { useEffect } from 'react';
import { Form, Input, Modal, Radio, Switch } from 'antd';
import type { BikeRow } from '../../shared/bikes';
import { beidouMandatory, type RecordForm } from './service';
import { bikeTexts, registryTexts as texts } from '../../texts';

export interface RecordDialogProps {
  bike: BikeRow;
  saving: boolean;
  onSave: (form: RecordForm) => void;
  onCancel: () => void;
}

export function RecordDialog({ bike, saving, onSave, onCancel }: RecordDialogProps) {
  const [form] = Form.useForm<{ make: string; model: string; frameNo: string; motorNo: string; beidouSerial: string; usageClass: number; beidouOn: boolean }>();
  const usageClass = Form.useWatch('usageClass', form) ?? 1;
  useEffect(() => {
    if (beidouMandatory(usageClass)) form.setFieldValue('beidouOn', true);
  }, [usageClass, form]);
  const c = texts.columns;
  return (
    <Modal
      open
      title={texts.dialogTitle(bike.plate)}
      okText={texts.ok}
      cancelText={texts.cancel}
      confirmLoading={saving}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onSave({ ...v, beidouOn: v.beidouOn ? 1 : 0 }))}
      destroyOnHidden
    >
      <Form
        form={form}
        labelCol={{ span: 7 }}
        initialValues={{
          make: bike.make,
          model: bike.model,
          frameNo: bike.frameNo,
          motorNo: bike.motorNo,
          beidouSerial: bike.beidouSerial,
          usageClass: bike.registered ? bike.usageClass : 1,
          beidouOn: bike.registered ? bike.beidouOn === 1 : true,
        }}
      >
        <Form.Item name="make" label={c.make}><Input maxLength={64} /></Form.Item>
        <Form.Item name="model" label={c.model}><Input maxLength={64} /></Form.Item>
        <Form.Item name="frameNo" label={c.frameNo} rules={[{ required: true, whitespace: true, message: texts.required(c.frameNo) }]}>
          <Input maxLength={64} />
        </Form.Item>
        <Form.Item name="motorNo" label={c.motorNo}><Input maxLength={64} /></Form.Item>
        <Form.Item name="beidouSerial" label={c.beidouSerial}><Input maxLength={64} /></Form.Item>
        <Form.Item name="usageClass" label={c.usageClass}>
          <Radio.Group options={[1, 2, 3].map((v) => ({ value: v, label: bikeTexts.usageClasses[v] }))} />
        </Form.Item>
        <Form.Item
          name="beidouOn"
          label={c.beidou}
          valuePropName="checked"
          {...(beidouMandatory(usageClass) ? { extra: texts.mandatoryTip } : {})}
        >
          <Switch checkedChildren={bikeTexts.beidouOn} unCheckedChildren={bikeTexts.beidouOff} disabled={beidouMandatory(usageClass)} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
