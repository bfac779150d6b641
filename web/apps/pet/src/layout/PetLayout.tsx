// The pet app's frame inside the shell and stand-alone: a left side menu of the pages the user holds
// (the route table's menu routes, with icons), the current page selected, the page beside it.
import type { ReactNode } from 'react';
import { RouteMenuLayout } from '@chelian/ui/subapp';
import { AlertOutlined, AimOutlined, BarChartOutlined, HistoryOutlined, SafetyOutlined, SmileOutlined } from '@ant-design/icons';
import { ACTIVITY_MENU_ID, ALARM_MENU_ID, MONITOR_MENU_ID, PETS_MENU_ID, TRACK_MENU_ID, ZONE_MENU_ID } from '../access';
import { petRoutes } from '../router/routeTable';
import { usePetServices } from '../services/petServices';
import { layoutTexts as texts } from '../texts';

const ICONS: Record<number, ReactNode> = {
  [PETS_MENU_ID]: <SmileOutlined />,
  [MONITOR_MENU_ID]: <AimOutlined />,
  [TRACK_MENU_ID]: <HistoryOutlined />,
  [ZONE_MENU_ID]: <SafetyOutlined />,
  [ACTIVITY_MENU_ID]: <BarChartOutlined />,
  [ALARM_MENU_ID]: <AlertOutlined />,
};

export function PetLayout({ children }: { children: ReactNode }) {
  const { permissions } = usePetServices();
  return (
    <RouteMenuLayout routes={petRoutes} permissions={permissions} icon={(r) => ICONS[r.menuId]} label={texts.menuLabel}>
      {children}
    </RouteMenuLayout>
  );
}
