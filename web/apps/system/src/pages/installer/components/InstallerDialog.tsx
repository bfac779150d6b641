// 新建人员 / 修改人员 (§2.7): 人员姓名*, 联系方式*, 账号*, 密码* (on update: empty keeps it), 备注信息.
import { App, Form, Input, Modal } from 'antd';
import { useMutation } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { validName, validPassword, validPhone, validUsername } from '../model/installerRules';
import type { InstallerApi, InstallerForm, InstallerRow } from '../service';
import { installerPageTexts as texts } from '../../../texts';

type Values = Omit<InstallerForm, 'userId'>;

const rule = (ok: (v: string) => boolean, message: string) => ({
  validator: (_: unknown, v: string | undefined) => (ok(v ?? '') ? Promise.resolve() : Promise.reject(new Error(message))),
});

export function InstallerDialog({ api, row, onClose, onSaved }: { api: InstallerApi; row?: InstallerRow; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const { message } = App.useApp();
  const adding = row === undefined;
  const save = useMutation({
    mutationFn: (v: Values) => api.save({ ...v, ...(row ? { userId: row.userId } : {}) }),
    onSuccess: () => {
      void message.success(texts.saved);
      onSaved();
    },
    onError: (e) => reportError(e),
  });
  return (
    <Modal
      open
      title={adding ? texts.addTitle : texts.editTitle}
      okText={texts.save}
      cancelText={texts.cancel}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        labelCol={{ span: 5 }}
        data-testid="installer-dialog"
        initialValues={{ name: row?.name ?? '', phone: row?.phone ?? '', username: row?.username ?? '', password: '', remark: row?.remark ?? '' }}
        onFinish={(v) => save.mutate(v)}
      >
        <Form.Item name="name" label={texts.formName} required rules={[rule(validName, texts.formNameRule)]}>
          <Input placeholder={texts.formNameRule} maxLength={10} />
        </Form.Item>
        <Form.Item name="phone" label={texts.formPhone} required rules={[rule(validPhone, texts.formPhoneRule)]}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="username" label={texts.formUsername} required rules={[rule(validUsername, texts.formUsernameRule)]}>
          <Input placeholder={texts.formUsernamePlaceholder} maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item name="password" label={texts.formPassword} required={adding} rules={[rule((v) => validPassword(v, adding), texts.formPasswordRule)]}>
          <Input.Password placeholder={adding ? texts.formPasswordPlaceholder : texts.formPasswordKeep} maxLength={12} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="remark" label={texts.formRemark}>
          <Input.TextArea rows={3} maxLength={200} placeholder={texts.formRemarkPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
