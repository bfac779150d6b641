// The elec-lease app's frame: a left side menu of the pages the user holds (with icons), the current
// page selected, and the page beside it.
import { useSyncExternalStore, type ReactNode } from 'react';
import { SideMenuLayout } from '@chelian/ui/subapp';
import { AlertOutlined, BarChartOutlined, FileTextOutlined, PayCircleOutlined, SafetyOutlined, SettingOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { COLLECTIONS_MENU_ID, CONTRACTS_MENU_ID, PAYMENTS_MENU_ID, POLICY_MENU_ID, RISK_MENU_ID, UTILISATION_MENU_ID } from '../access';
import { menuRoutes, routeOfPath } from '../router/routeTable';
import { useLeaseServices } from '../services/leaseServices';
import { layoutTexts as texts } from '../texts';

const ICONS: Record<number, ReactNode> = {
  [CONTRACTS_MENU_ID]: <FileTextOutlined />,
  [PAYMENTS_MENU_ID]: <PayCircleOutlined />,
  [COLLECTIONS_MENU_ID]: <AlertOutlined />,
  [RISK_MENU_ID]: <SafetyOutlined />,
  [UTILISATION_MENU_ID]: <BarChartOutlined />,
  [POLICY_MENU_ID]: <SettingOutlined />,
};

export function LeaseLayout({ children }: { children: ReactNode }) {
  const { permissions } = useLeaseServices();
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const { pathname } = useLocation();
  const items = menuRoutes((id) => permissions.hasMenu(id)).map((r) => ({ path: r.path, title: r.title, icon: ICONS[r.menuId] }));
  return (
    <SideMenuLayout items={items} current={routeOfPath(pathname)?.path} label={texts.menuLabel}>
      {children}
    </SideMenuLayout>
  );
}
