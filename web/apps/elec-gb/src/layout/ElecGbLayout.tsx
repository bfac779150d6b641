// The 新国标 app's frame: a left side menu of the pages the user holds (with icons), the current page
// selected, and the page in a scrolling content area beside it.
import type { ReactNode } from 'react';
import { RouteMenuLayout } from '@chelian/ui/subapp';
import { AimOutlined, BarChartOutlined, HistoryOutlined, ProfileOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { CHECK_MENU_ID, LIVE_MENU_ID, MONTHLY_MENU_ID, REGISTRY_MENU_ID, SWITCHES_MENU_ID } from '../access';
import { elecGbRoutes } from '../router/routeTable';
import { useElecGbServices } from '../services/elecGbServices';
import { layoutTexts as texts } from '../texts';

const ICONS: Record<number, ReactNode> = {
  [REGISTRY_MENU_ID]: <ProfileOutlined />,
  [CHECK_MENU_ID]: <SafetyCertificateOutlined />,
  [MONTHLY_MENU_ID]: <BarChartOutlined />,
  [SWITCHES_MENU_ID]: <HistoryOutlined />,
  [LIVE_MENU_ID]: <AimOutlined />,
};

export function ElecGbLayout({ children }: { children: ReactNode }) {
  const { permissions } = useElecGbServices();
  return (
    <RouteMenuLayout routes={elecGbRoutes} permissions={permissions} icon={(r) => ICONS[r.menuId]} label={texts.menuLabel}>
      {children}
    </RouteMenuLayout>
  );
}
