// 手机绑定: a phone, 获取验证码 (then a countdown before the next), the code, 绑定.
import { useState } from 'react';
import { App, Button, Form, Input, Space, Typography } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useCountdown } from '../../../hooks/useCountdown';
import { useShellServices } from '../../../services/ShellServicesContext';
import { ACCOUNT_STATUS_KEY, useAccountStatus } from './useAccountStatus';
import { phoneCardTexts as texts } from '../../../texts';

const PHONE = /^1[3-9]\d{9}$/;

export function PhoneCard() {
  const { center } = useShellServices();
  const { message } = App.useApp();
  const status = useAccountStatus().data;
  const queryClient = useQueryClient();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [left, start] = useCountdown();
  const send = async () => {
    const r = await center.sendSmsCode(phone);
    start(r.interval);
    void message.success(texts.codeSent(r.phone));
  };
  const bind = async () => {
    await center.verifyPhoneCode(phone, code);
    setCode('');
    void message.success(texts.bound);
    void queryClient.invalidateQueries({ queryKey: ACCOUNT_STATUS_KEY });
  };
  return (
    <div style={{ marginBottom: 16 }}>
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        <MobileOutlined /> {texts.phone} {status?.phoneBound ? <Typography.Text type="success">{texts.boundPhone(status.phone)}</Typography.Text> : <Typography.Text type="secondary">{texts.unbound}</Typography.Text>}
      </Typography.Title>
      <Form layout="inline" style={{ rowGap: 8 }}>
        <Form.Item>
          <Input id="bindPhone" value={phone} maxLength={11} placeholder={texts.phone} onChange={(e) => setPhone(e.target.value.trim())} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item>
          <Space.Compact>
            <Input id="bindCode" value={code} maxLength={6} placeholder={texts.smsCode} onChange={(e) => setCode(e.target.value.trim())} style={{ width: 120 }} />
            <Button disabled={!PHONE.test(phone) || left > 0} onClick={send}>
              {left > 0 ? texts.resendIn(left) : texts.getCode}
            </Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item>
          <Button type="primary" disabled={!PHONE.test(phone) || code.length !== 6} onClick={bind}>
            {status?.phoneBound ? texts.change : texts.bind}
          </Button>
        </Form.Item>
      </Form>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{texts.help}</Typography.Text>
    </div>
  );
}
