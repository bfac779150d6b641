// The system app's frame inside the shell and stand-alone (资料管理 style): a left side menu of the
// pages the user holds (the route table's menu routes, with icons), the current page selected, and
// the page in a scrolling content area beside it.
import { useSyncExternalStore, type ReactNode } from 'react';
import { Menu } from 'antd';
import {
  AuditOutlined,
  CarOutlined,
  CheckCircleOutlined,
  CloudUploadOutlined,
  PayCircleOutlined,
  SafetyOutlined,
  TeamOutlined,
  ToolOutlined,
} from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import {
  IMPORT_MENU_ID,
  INSTALLER_MENU_ID,
  RENEW_MENU_ID,
  ROLE_MENU_ID,
  SETTLE_MENU_ID,
  USER_MENU_ID,
  VEHICLE_MENU_ID,
  WORKSHEET_MENU_ID,
} from '../access';
import { menuRoutes, routeOfPath } from '../router/routeTable';
import { useSystemServices } from '../services/systemServices';
import styles from './SystemLayout.module.css';
import { systemLayoutTexts as texts } from '../texts';

const ICONS: Record<number, ReactNode> = {
  [USER_MENU_ID]: <TeamOutlined />,
  [VEHICLE_MENU_ID]: <CarOutlined />,
  [IMPORT_MENU_ID]: <CloudUploadOutlined />,
  [RENEW_MENU_ID]: <PayCircleOutlined />,
  [SETTLE_MENU_ID]: <CheckCircleOutlined />,
  [WORKSHEET_MENU_ID]: <AuditOutlined />,
  [INSTALLER_MENU_ID]: <ToolOutlined />,
  [ROLE_MENU_ID]: <SafetyOutlined />,
};

export function SystemLayout({ children }: { children: ReactNode }) {
  const { permissions } = useSystemServices();
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = menuRoutes((id) => permissions.hasMenu(id));
  const current = routeOfPath(pathname);
  return (
    <div className={styles.layout}>
      {items.length > 0 && (
        <nav className={styles.side} aria-label={texts.menuLabel}>
          <Menu
            mode="inline"
            selectedKeys={current ? [current.path] : []}
            items={items.map((r) => ({ key: r.path, label: r.title, icon: ICONS[r.menuId] }))}
            onClick={({ key }) => void navigate(key)}
            className={styles.menu}
          />
        </nav>
      )}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
