// The elec-car app's frame inside the shell and stand-alone: a left side menu of the pages the user
// holds (the route table's menu routes, with icons), the current page selected, and the page beside it.
import type { ReactNode } from 'react';
import { RouteMenuLayout } from '@chelian/ui/subapp';
import { AlertOutlined, EnvironmentOutlined, HistoryOutlined, ShareAltOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { ALARMS_MENU_ID, BIKES_MENU_ID, MONITOR_MENU_ID, RIDES_MENU_ID, SHARE_MENU_ID } from '../access';
import { elecCarRoutes } from '../router/routeTable';
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
  return (
    <RouteMenuLayout routes={elecCarRoutes} permissions={permissions} icon={(r) => ICONS[r.menuId]} label={texts.menuLabel}>
      {children}
    </RouteMenuLayout>
  );
}
