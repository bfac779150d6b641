// The user's menu in the header: name, 个人资料, 修改密码 (安全中心's card), 系统设置 (the switches
// dialog), 安全中心 and 退出登录 (asked to confirm first, #30 item 10).
import { useState } from 'react';
import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, IdcardOutlined, KeyOutlined, LogoutOutlined, SafetyCertificateOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useLogout } from '../hooks/useLogout';
import { ProfileDialog } from './ProfileDialog';
import { SystemSettingsDialog } from './SystemSettingsDialog';
import styles from './UserMenu.module.css';
import { userMenuTexts as texts } from '../texts';

export function UserMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const { modal } = App.useApp();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [profileOpen, setProfileOpen] = useState(false);
  const items: MenuProps['items'] = [
    { key: 'profile', icon: <IdcardOutlined />, label: texts.profile },
    { key: 'password', icon: <KeyOutlined />, label: texts.password },
    { key: 'settings', icon: <SettingOutlined />, label: texts.settings },
    { key: 'security', icon: <SafetyCertificateOutlined />, label: texts.security },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: texts.logout, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password' || key === 'security') void navigate('/center/security');
    if (key === 'settings') setSettingsOpen(true);
    if (key === 'profile') setProfileOpen(true);
    if (key === 'logout')
      void modal.confirm({ title: texts.logoutConfirm, okText: texts.logout, cancelText: texts.cancel, onOk: () => void logout() });
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']}>
        <button type="button" className={styles.trigger} aria-label={texts.label}>
          <Avatar size={28} icon={<UserOutlined />} className={styles.avatar} />
          <span className={styles.name}>{user?.name || user?.username || texts.signedOut}</span>
          <DownOutlined className={styles.caret} />
        </button>
      </Dropdown>
      {settingsOpen && <SystemSettingsDialog onClose={() => setSettingsOpen(false)} />}
      {profileOpen && (
        <ProfileDialog
          user={user}
          onClose={() => setProfileOpen(false)}
          onSecurity={() => {
            setProfileOpen(false);
            void navigate('/center/security');
          }}
        />
      )}
    </>
  );
}
