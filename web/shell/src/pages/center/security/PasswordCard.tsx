// 修改密码: old password, new password (6–32 characters), the new one again.
import { App, Button, Card, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useShellServices } from '../../../services/ShellServicesContext';
import { ACCOUNT_STATUS_KEY } from './useAccountStatus';
import { passwordCardTexts as texts } from '../../../texts';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirm: string;
}

export function PasswordCard() {
  const { user } = useShellServices();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const onFinish = async (v: Values) => {
    await user.updateUserPassword({ oldPassword: v.oldPassword, newPassword: v.newPassword });
    form.resetFields();
    void message.success(texts.changed);
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['notice'] });
  };
  return (
    <Card size="small" title={texts.title} style={{ height: '100%' }}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 420 }}>
        <Form.Item name="oldPassword" label={texts.old} rules={[{ required: true, message: texts.oldRequired }]}>
          <Input.Password id="oldPassword" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={texts.new}
          rules={[
            { required: true, message: texts.newRequired },
            { min: 6, max: 32, message: texts.length },
          ]}
        >
          <Input.Password id="newPassword" autoComplete="new-password" placeholder={texts.newPlaceholder} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={texts.confirm}
          dependencies={['newPassword']}
          rules={[
            { required: true, message: texts.confirmRequired },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('newPassword') === value ? Promise.resolve() : Promise.reject(new Error(texts.mismatch)),
            }),
          ]}
        >
          <Input.Password id="confirmPassword" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit">{texts.submit}</Button>
      </Form>
    </Card>
  );
}
