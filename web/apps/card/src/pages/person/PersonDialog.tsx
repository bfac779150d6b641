// 新增人员 / 修改人员: 姓名*, 工号/学号, 部门, 联系电话, 所属分组*, 工牌终端号* (the badge bound to the person).
import { App, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { GroupField } from '../../shared/GroupField';
import type { PersonApi, PersonForm, PersonRow } from '../../shared/personService';
import { personTexts as texts, sharedTexts } from '../../texts';

type Values = Omit<PersonForm, 'id'>;

export function PersonDialog({ api, row, onClose, onSaved }: { api: PersonApi; row?: PersonRow | undefined; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const save = useMutation({
    mutationFn: (v: Values) => api.save({ ...v, ...(row ? { id: row.id } : {}) }),
    onSuccess: () => {
      void message.success(sharedTexts.saved);
      onSaved();
    },
    onError: (e) => reportError(e),
  });
  const required = (what: string) => [{ required: true, whitespace: true, message: sharedTexts.required(what) }];
  return (
    <Modal
      open
      title={row ? texts.editTitle : texts.addTitle}
      okText={sharedTexts.save}
      cancelText={sharedTexts.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        labelCol={{ span: 6 }}
        data-testid="person-dialog"
        initialValues={{
          name: row?.name ?? '',
          personNo: row?.personNo ?? '',
          department: row?.department ?? '',
          phone: row?.phone ?? '',
          groupId: row?.groupId,
          terminalNo: row?.terminalNo ?? '',
        }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="name" label={texts.name} rules={required(texts.name)}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="personNo" label={texts.personNo}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="department" label={texts.department}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="phone" label={texts.phone}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="groupId" label={texts.groupName} rules={[{ required: true, message: sharedTexts.required(texts.groupName) }]}>
          <GroupField allowClear={false} width={300} />
        </Form.Item>
        <Form.Item name="terminalNo" label={texts.terminalNo} rules={required(texts.terminalNo)}>
          <Input maxLength={20} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
