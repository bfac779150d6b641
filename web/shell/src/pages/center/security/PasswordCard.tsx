// 修改密码: old password, new password (6–32 characters), the new one again.
import { App, Button, Card, Form, Input } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useShellServices } from '../../../services/ShellServicesContext';
import { ACCOUNT_STATUS_KEY } from './useAccountStatus';

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
    void message.success('密码修改成功，其他设备上的登录已退出');
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY });
    void queryClient.invalidateQueries({ queryKey: ['notice'] });
  };
  return (
    <Card size="small" title="修改密码" style={{ height: '100%' }}>
      <Form form={form} layout="vertical" onFinish={onFinish} requiredMark={false} style={{ maxWidth: 420 }}>
        <Form.Item name="oldPassword" label="旧密码" rules={[{ required: true, message: '请输入旧密码' }]}>
          <Input.Password id="oldPassword" autoComplete="current-password" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label="新密码"
          rules={[
            { required: true, message: '请输入新密码' },
            { min: 6, max: 32, message: '密码长度为 6–32 位' },
          ]}
        >
          <Input.Password id="newPassword" autoComplete="new-password" placeholder="6–32 位，建议包含字母与数字" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label="再次确认"
          dependencies={['newPassword']}
          rules={[
            { required: true, message: '请再次输入新密码' },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('newPassword') === value ? Promise.resolve() : Promise.reject(new Error('两次输入的密码不一致!')),
            }),
          ]}
        >
          <Input.Password id="confirmPassword" autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          确认修改
        </Button>
      </Form>
    </Card>
  );
}
