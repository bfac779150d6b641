// The user's menu in the header: name, 修改密码 (安全中心's card), 系统设置 (the switches dialog),
// 安全中心 and 退出登录.
import { useState } from 'react';
import { Avatar, Dropdown, type MenuProps } from 'antd';
import { DownOutlined, KeyOutlined, LogoutOutlined, SafetyCertificateOutlined, SettingOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../hooks/useCurrentUser';
import { useLogout } from '../hooks/useLogout';
import { SystemSettingsDialog } from './SystemSettingsDialog';
import styles from './UserMenu.module.css';
import { userMenuTexts as texts } from '../texts';

export function UserMenu() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const logout = useLogout();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const items: MenuProps['items'] = [
    { key: 'password', icon: <KeyOutlined />, label: texts.password },
    { key: 'settings', icon: <SettingOutlined />, label: texts.settings },
    { key: 'security', icon: <SafetyCertificateOutlined />, label: texts.security },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: texts.logout, danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'password' || key === 'security') void navigate('/center/security');
    if (key === 'settings') setSettingsOpen(true);
    if (key === 'logout') void logout();
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
    </>
  );
}
