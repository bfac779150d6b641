// The sign-in form both login screens share: 账号, 密码, 验证码 (when switched on) and 登录.
// Stable hooks for tests: inputs #username/#password/#code, <img alt="验证码">, button text 登录.
import { Button, Form, Input } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useCaptcha } from './useCaptcha';
import { useSignIn } from './useSignIn';
import styles from './LoginForm.module.css';
import { loginFormTexts as texts } from '../../texts';

interface FormValues {
  username: string;
  password: string;
  code?: string;
}

export function LoginForm({ size = 'large' }: { size?: 'large' | 'middle' }) {
  const [form] = Form.useForm<FormValues>();
  const captcha = useCaptcha();
  const signIn = useSignIn(() => {
    // A failed attempt uses up the captcha: show a new one and clear the answer.
    form.setFieldValue('code', '');
    if (captcha.enabled) captcha.refresh();
  });

  const onFinish = (values: FormValues): void => {
    signIn.mutate({
      username: values.username.trim(),
      password: values.password,
      code: captcha.enabled ? (values.code ?? '').trim() : '',
      uuid: captcha.uuid,
    });
  };

  return (
    <Form form={form} layout="vertical" size={size} onFinish={onFinish} requiredMark={false} className={styles.form}>
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: texts.accountRequired }]}>
        <Input name="username" prefix={<UserOutlined />} placeholder={texts.account} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: true, message: texts.passwordRequired }]}>
        <Input.Password name="password" prefix={<LockOutlined />} placeholder={texts.password} autoComplete="current-password" />
      </Form.Item>
      {captcha.enabled && (
        <div className={styles.captchaRow}>
          <Form.Item name="code" rules={[{ required: true, whitespace: true, message: texts.codeRequired }]} className={styles.codeItem}>
            <Input name="code" prefix={<SafetyOutlined />} placeholder={texts.code} autoComplete="off" maxLength={8} />
          </Form.Item>
          <button
            type="button"
            className={size === 'large' ? styles.captchaButton : `${styles.captchaButton} ${styles.captchaCompact}`}
            onClick={captcha.refresh}
            title={texts.captchaRefresh}
          >
            {captcha.image ? (
              <img src={captcha.image} alt={texts.code} className={styles.captchaImage} />
            ) : (
              <span className={styles.captchaPlaceholder}>{captcha.loading ? texts.loading : texts.captchaGet}</span>
            )}
          </button>
        </div>
      )}
      <Form.Item className={styles.submitItem}>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending}>{texts.submit}</Button>
      </Form.Item>
    </Form>
  );
}
