// The system app's frame inside the shell and stand-alone (资料管理 style): a left side menu of the
// pages the user holds (the route table's menu routes, with icons), the current page selected, and
// the page in a scrolling content area beside it.
import type { ReactNode } from 'react';
import { RouteMenuLayout } from '@chelian/ui/subapp';
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
import { systemRoutes } from '../router/routeTable';
import { useSystemServices } from '../services/systemServices';
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
  return (
    <RouteMenuLayout routes={systemRoutes} permissions={permissions} icon={(r) => ICONS[r.menuId]} label={texts.menuLabel}>
      {children}
    </RouteMenuLayout>
  );
}
