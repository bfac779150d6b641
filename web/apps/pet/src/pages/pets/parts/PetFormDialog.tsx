// The pet form of 我的宠物 (添加宠物 / 编辑宠物): name, breed, birthday, weight, owner and phone, the
// report intervals, and when adding the tracker (device number and protocol).
import { useEffect } from 'react';
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { Pet } from '../../../shared/petList';
import type { PetForm } from '../service';
import { petFormTexts as texts } from '../../../texts';

interface Values {
  name: string;
  breed?: string;
  birthday?: Dayjs | null;
  weightKg?: number | null;
  owner?: string;
  phone?: string;
  terminalNo?: string;
  terminalType?: string;
  normalInterval?: number;
  lostInterval?: number;
}

export interface PetFormDialogProps {
  open: boolean;
  /** The pet being edited; undefined when adding. */
  pet: Pet | undefined;
  onSave: (form: PetForm) => Promise<void>;
  onClose: () => void;
}

export function PetFormDialog({ open, pet, onSave, onClose }: PetFormDialogProps) {
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      pet
        ? {
            name: pet.name,
            breed: pet.breed,
            birthday: pet.birthday ? dayjs(pet.birthday) : null,
            weightKg: pet.weightKg || null,
            owner: pet.owner,
            phone: pet.phone,
            normalInterval: pet.normalInterval,
            lostInterval: pet.lostInterval,
          }
        : { terminalType: 'GPRS-手表', normalInterval: 600, lostInterval: 30 },
    );
  }, [open, pet, form]);

  const submit = async () => {
    const v = await form.validateFields();
    await onSave({
      ...(pet ? { id: pet.id } : { terminalNo: v.terminalNo?.trim() ?? '', terminalType: v.terminalType ?? 'GPRS-手表' }),
      name: v.name.trim(),
      breed: v.breed?.trim() ?? '',
      birthday: v.birthday ? v.birthday.format('YYYY-MM-DD') : '',
      weightKg: v.weightKg ?? 0,
      owner: v.owner?.trim() ?? '',
      phone: v.phone?.trim() ?? '',
      normalInterval: v.normalInterval ?? 600,
      lostInterval: v.lostInterval ?? 30,
    });
  };

  return (
    <Modal open={open} title={pet ? texts.editTitle : texts.addTitle} okText={texts.ok} cancelText={texts.cancel} onOk={submit} onCancel={onClose} destroyOnHidden>
      <Form form={form} labelCol={{ span: 7 }} wrapperCol={{ span: 16 }}>
        <Form.Item name="name" label={texts.name} rules={[{ required: true, whitespace: true, message: texts.nameRequired }]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="breed" label={texts.breed}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="birthday" label={texts.birthday}>
          <DatePicker style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="weightKg" label={texts.weight}>
          <InputNumber min={0} max={200} step={0.1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="owner" label={texts.owner}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="phone" label={texts.phone}>
          <Input maxLength={20} />
        </Form.Item>
        {!pet && (
          <>
            <Form.Item name="terminalNo" label={texts.terminalNo} rules={[{ required: true, whitespace: true, message: texts.terminalRequired }]}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="terminalType" label={texts.terminalType}>
              <Select
                options={[
                  { value: 'GPRS-手表', label: texts.watch },
                  { value: 'GPRS-H02', label: texts.h02 },
                ]}
              />
            </Form.Item>
          </>
        )}
        <Form.Item name="normalInterval" label={texts.normalInterval}>
          <InputNumber min={10} max={86400} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="lostInterval" label={texts.lostInterval}>
          <InputNumber min={10} max={3600} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
