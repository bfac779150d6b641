// 短信登录: phone, image captcha (when switched on), 获取验证码 (sendLoginSms, then a countdown),
// SMS code, 登录 (phoneAuth.json). A phone bound to several accounts asks which one to enter.
// Both calls are mutations, so a refusal (an unbound phone, a wrong code) reaches the error funnel.
// Stable hooks for tests: #smsPhone, #smsCaptcha, #smsCode.
import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space } from 'antd';
import { MessageOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import type { PhoneAuthResult } from '@chelian/core';
import { useShellServices } from '../../services/ShellServicesContext';
import { useCountdown } from '../../hooks/useCountdown';
import { useCaptcha } from './useCaptcha';
import { useFinishSignIn, useStartSession } from './useSignIn';
import styles from './LoginForm.module.css';
import { smsLoginFormTexts as texts } from '../../texts';

const PHONE = /^1[3-9]\d{9}$/;

export function SmsLoginForm() {
  const { center } = useShellServices();
  const captcha = useCaptcha();
  const startSession = useStartSession();
  const finish = useFinishSignIn();
  const [phone, setPhone] = useState('');
  const [captchaCode, setCaptchaCode] = useState('');
  const [code, setCode] = useState('');
  const [left, start] = useCountdown();
  const [choice, setChoice] = useState<PhoneAuthResult>();
  const [userId, setUserId] = useState<number>();

  const send = useMutation({
    mutationFn: () => center.sendLoginSms({ phone, code: captcha.enabled ? captchaCode : '', uuid: captcha.uuid }),
    onSuccess: (r) => start(r.interval),
    onSettled: () => {
      setCaptchaCode('');
      if (captcha.enabled) captcha.refresh();
    },
  });
  const signIn = useMutation({
    mutationFn: async () => {
      const r = choice?.authToken
        ? await center.phoneAuth({ authToken: choice.authToken, ...(userId ? { userId } : {}) })
        : await center.phoneAuth({ phone, code });
      if (r.sessionId) await finish(await startSession(r.sessionId));
      else setChoice(r);
    },
  });

  return (
    <Form layout="vertical" size="large" requiredMark={false} className={styles.form} onFinish={() => signIn.mutate()}>
      <Form.Item>
        <Input id="smsPhone" prefix={<MobileOutlined />} placeholder={texts.phone} maxLength={11} value={phone} onChange={(e) => setPhone(e.target.value.trim())} />
      </Form.Item>
      {captcha.enabled && (
        <div className={styles.captchaRow}>
          <Form.Item className={styles.codeItem}>
            <Input id="smsCaptcha" prefix={<SafetyOutlined />} placeholder={texts.captcha} maxLength={8} value={captchaCode} onChange={(e) => setCaptchaCode(e.target.value)} />
          </Form.Item>
          <button type="button" className={styles.captchaButton} onClick={captcha.refresh} title={texts.captchaRefresh}>
            {captcha.image ? <img src={captcha.image} alt={texts.captcha} className={styles.captchaImage} /> : <span className={styles.captchaPlaceholder}>{texts.captchaGet}</span>}
          </button>
        </div>
      )}
      <Form.Item>
        <Space.Compact style={{ width: '100%' }}>
          <Input id="smsCode" prefix={<MessageOutlined />} placeholder={texts.smsCode} maxLength={6} value={code} onChange={(e) => setCode(e.target.value.trim())} />
          <Button disabled={!PHONE.test(phone) || left > 0 || (captcha.enabled && !captchaCode)} loading={send.isPending} onClick={() => send.mutate()}>
            {left > 0 ? texts.resendIn(left) : texts.getCode}
          </Button>
        </Space.Compact>
      </Form.Item>
      {choice?.accounts && (
        <Form.Item label={texts.chooseAccountHelp}>
          <Select
            aria-label={texts.chooseAccount}
            value={userId}
            onChange={setUserId}
            options={choice.accounts.map((a) => ({ value: a.userId, label: `${a.name}（${a.username}，${a.groupName}）` }))}
          />
        </Form.Item>
      )}
      <Form.Item className={styles.submitItem}>
        <Button type="primary" htmlType="submit" block loading={signIn.isPending} disabled={choice?.accounts ? !userId : !PHONE.test(phone) || code.length !== 6}>{texts.submit}</Button>
      </Form.Item>
    </Form>
  );
}
