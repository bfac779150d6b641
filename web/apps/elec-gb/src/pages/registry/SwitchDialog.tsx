// 开启北斗 / 关闭北斗: switching off asks for a reason; every switch is logged by the server.
import { useState } from 'react';
import { Input, Modal } from 'antd';
import { registryTexts as texts } from '../../texts';

export interface SwitchDialogProps {
  plate: string;
  on: boolean;
  saving: boolean;
  onSwitch: (reason: string) => void;
  onCancel: () => void;
}

export function SwitchDialog({ plate, on, saving, onSwitch, onCancel }: SwitchDialogProps) {
  const [reason, setReason] = useState('');
  const missing = !on && reason.trim() === '';
  return (
    <Modal
      open
      title={texts.switchTitle(plate, on)}
      okText={texts.ok}
      cancelText={texts.cancel}
      confirmLoading={saving}
      okButtonProps={{ disabled: missing }}
      onCancel={onCancel}
      onOk={() => onSwitch(reason)}
    >
      <Input.TextArea
        aria-label={texts.reason}
        value={reason}
        maxLength={60}
        rows={3}
        placeholder={on ? texts.reason : texts.reasonPlaceholder}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}
