// 锁车/解锁 confirmation: the warning and the caller's password (the server checks it, with 断油电
// and the speed limit) before the command is sent.
import { useState } from 'react';
import { Alert, Input, Modal } from 'antd';
import { bikesTexts as texts } from '../texts';

export function ConfirmLockDialog({
  plate,
  lock,
  onConfirm,
  onCancel,
}: {
  plate: string;
  lock: boolean;
  onConfirm: (password: string) => void;
  onCancel: () => void;
}) {
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  return (
    <Modal
      open
      title={lock ? texts.lockTitle(plate) : texts.unlockTitle(plate)}
      okText={texts.confirm}
      cancelText={texts.cancel}
      okButtonProps={{ danger: lock, disabled: password === '' }}
      onOk={() => onConfirm(password)}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Alert type={lock ? 'warning' : 'info'} showIcon title={lock ? texts.lockWarning : texts.unlockWarning} style={{ marginBottom: 12 }} />
      <Input.Password
        placeholder={texts.password}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        onBlur={() => setTouched(true)}
        status={touched && password === '' ? 'error' : undefined}
        data-testid="lock-password"
      />
      {touched && password === '' ? <div style={{ color: '#ff4d4f', marginTop: 4 }}>{texts.passwordRequired}</div> : null}
    </Modal>
  );
}
