// The car app's frame inside the shell and stand-alone: its menu (the route table's menu routes the
// user holds) above the page. Shown on menu pages when there is more than one to choose from, so a
// user with only 监控中心 keeps the whole area for the map; the tree keeps its shape either way. A page
// opened in its own tab (urlType=blank: playback from the monitor) shows alone.
import { useSyncExternalStore, type ReactNode } from 'react';
import { Menu } from 'antd';
import { DisconnectOutlined, EnvironmentOutlined, HistoryOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { MONITOR_MENU_ID, PLAYBACK_MENU_ID, UNREGISTERED_MENU_ID } from '../access';
import { menuRoutes, routeOfPath } from '../router/routeTable';
import { useCarServices } from '../services/CarServicesContext';
import styles from './CarLayout.module.css';
import { carLayoutTexts as texts } from '../texts';

const ICONS: Record<number, ReactNode> = {
  [MONITOR_MENU_ID]: <EnvironmentOutlined />,
  [PLAYBACK_MENU_ID]: <HistoryOutlined />,
  [UNREGISTERED_MENU_ID]: <DisconnectOutlined />,
};

export function CarLayout({ children }: { children: ReactNode }) {
  const { permissions } = useCarServices();
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const items = menuRoutes((id) => permissions.hasMenu(id));
  const current = routeOfPath(pathname);
  const blank = new URLSearchParams(search).get('urlType') === 'blank';
  const shown = items.length > 1 && current?.menu === true && !blank;
  return (
    <div className={styles.layout}>
      {shown && (
        <nav className={styles.bar} aria-label={texts.menuLabel}>
          <Menu
            mode="horizontal"
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
