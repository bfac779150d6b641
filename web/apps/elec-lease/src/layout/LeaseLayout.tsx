// The elec-lease app's frame: a left side menu of the pages the user holds (with icons), the current
// page selected, and the page beside it.
import type { ReactNode } from 'react';
import { RouteMenuLayout } from '@chelian/ui/subapp';
import { AimOutlined, AlertOutlined, BarChartOutlined, FileTextOutlined, PayCircleOutlined, SafetyOutlined, SettingOutlined } from '@ant-design/icons';
import { COLLECTIONS_MENU_ID, CONTRACTS_MENU_ID, MONITOR_MENU_ID, PAYMENTS_MENU_ID, POLICY_MENU_ID, RISK_MENU_ID, UTILISATION_MENU_ID } from '../access';
import { leaseRoutes } from '../router/routeTable';
import { useLeaseServices } from '../services/leaseServices';
import { layoutTexts as texts } from '../texts';

const ICONS: Record<number, ReactNode> = {
  [CONTRACTS_MENU_ID]: <FileTextOutlined />,
  [PAYMENTS_MENU_ID]: <PayCircleOutlined />,
  [COLLECTIONS_MENU_ID]: <AlertOutlined />,
  [RISK_MENU_ID]: <SafetyOutlined />,
  [UTILISATION_MENU_ID]: <BarChartOutlined />,
  [POLICY_MENU_ID]: <SettingOutlined />,
  [MONITOR_MENU_ID]: <AimOutlined />,
};

export function LeaseLayout({ children }: { children: ReactNode }) {
  const { permissions } = useLeaseServices();
  return (
    <RouteMenuLayout routes={leaseRoutes} permissions={permissions} icon={(r) => ICONS[r.menuId]} label={texts.menuLabel}>
      {children}
    </RouteMenuLayout>
  );
}
