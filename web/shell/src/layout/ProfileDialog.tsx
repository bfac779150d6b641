// 个人资料 from the user menu (#30 item 10): who is signed in — account, name, group, role, phone,
// e-mail and the last sign-in — with a way to 安全中心 where the password and phone are changed.
import { Button, Descriptions, Modal } from 'antd';
import type { UserInfo } from '@chelian/core';
import { profileDialogTexts as texts } from '../texts';

export function ProfileDialog({ user, onClose, onSecurity }: { user: UserInfo | undefined; onClose: () => void; onSecurity: () => void }) {
  const value = (v: string | undefined) => v || texts.none;
  return (
    <Modal
      open
      title={texts.title}
      onCancel={onClose}
      footer={[
        <Button key="security" onClick={onSecurity}>{texts.security}</Button>,
        <Button key="close" type="primary" onClick={onClose}>{texts.close}</Button>,
      ]}
    >
      <Descriptions column={1} size="small" bordered labelStyle={{ width: 120 }}>
        <Descriptions.Item label={texts.username}>{value(user?.username)}</Descriptions.Item>
        <Descriptions.Item label={texts.name}>{value(user?.name)}</Descriptions.Item>
        <Descriptions.Item label={texts.group}>{value(user?.groupName)}</Descriptions.Item>
        <Descriptions.Item label={texts.role}>{value(user?.roleName)}</Descriptions.Item>
        <Descriptions.Item label={texts.phone}>{value(user?.phone)}</Descriptions.Item>
        <Descriptions.Item label={texts.email}>{value(user?.email)}</Descriptions.Item>
        <Descriptions.Item label={texts.lastLogin}>{value(user?.lastLoginTime)}</Descriptions.Item>
      </Descriptions>
    </Modal>
  );
}
