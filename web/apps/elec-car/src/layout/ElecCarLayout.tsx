// The elec-car app's frame inside the shell and stand-alone: a left side menu of the pages the user
// holds (the route table's menu routes, with icons), the current page selected, and the page beside it.
import { useSyncExternalStore, type ReactNode } from 'react';
import { SideMenuLayout } from '@chelian/ui/subapp';
import { AlertOutlined, EnvironmentOutlined, HistoryOutlined, ShareAltOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { ALARMS_MENU_ID, BIKES_MENU_ID, MONITOR_MENU_ID, RIDES_MENU_ID, SHARE_MENU_ID } from '../access';
import { menuRoutes, routeOfPath } from '../router/routeTable';
import { useElecCarServices } from '../services/elecCarServices';
import { layoutTexts as texts } from '../texts';

const ICONS: Record<number, ReactNode> = {
  [BIKES_MENU_ID]: <ThunderboltOutlined />,
  [MONITOR_MENU_ID]: <EnvironmentOutlined />,
  [RIDES_MENU_ID]: <HistoryOutlined />,
  [ALARMS_MENU_ID]: <AlertOutlined />,
  [SHARE_MENU_ID]: <ShareAltOutlined />,
};

export function ElecCarLayout({ children }: { children: ReactNode }) {
  const { permissions } = useElecCarServices();
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const { pathname } = useLocation();
  const items = menuRoutes((id) => permissions.hasMenu(id)).map((r) => ({ path: r.path, title: r.title, icon: ICONS[r.menuId] }));
  return (
    <SideMenuLayout items={items} current={routeOfPath(pathname)?.path} label={texts.menuLabel}>
      {children}
    </SideMenuLayout>
  );
}
