// The data-report app's frame inside the shell and stand-alone: a left side menu of the reports
// the user holds (the route table's menu routes, with icons), the current one selected, and the
// report in a scrolling content area beside it.
import { useSyncExternalStore, type ReactNode } from 'react';
import { SideMenuLayout } from '@chelian/ui/subapp';
import {
  AlertOutlined,
  ApiOutlined,
  AuditOutlined,
  CarOutlined,
  ClockCircleOutlined,
  CodeOutlined,
  DashboardOutlined,
  DisconnectOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  HistoryOutlined,
  LockOutlined,
  SafetyCertificateOutlined,
  ThunderboltOutlined,
  ToolOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import { useLocation } from 'react-router-dom';
import { menuRoutes, routeOfPath } from '../router/routeTable';
import { useDataReportServices } from '../services/dataReportServices';
import { layoutTexts as texts } from '../texts';

/** One icon per report, by its path's last segment. */
const ICONS: Record<string, ReactNode> = {
  alarmInfo: <AlertOutlined />,
  offline: <DisconnectOutlined />,
  drivingStatistics: <CarOutlined />,
  parkingReport: <ClockCircleOutlined />,
  frequentStops: <EnvironmentOutlined />,
  remainderElectric: <ThunderboltOutlined />,
  mileageReport: <DashboardOutlined />,
  totalMileage: <FieldTimeOutlined />,
  instruction: <CodeOutlined />,
  operationRecord: <HistoryOutlined />,
  maintainReport: <ToolOutlined />,
  insuranceReport: <SafetyCertificateOutlined />,
  obdReport: <ApiOutlined />,
  lockAlarmRecord: <LockOutlined />,
  lockOperationRecord: <AuditOutlined />,
  carDayOnline: <WifiOutlined />,
};

export function DataReportLayout({ children }: { children: ReactNode }) {
  const { permissions } = useDataReportServices();
  useSyncExternalStore(permissions.subscribe, permissions.version);
  const { pathname } = useLocation();
  const items = menuRoutes((id) => permissions.hasMenu(id)).map((r) => ({ path: r.path, title: r.title, icon: ICONS[r.path.split('/').pop() ?? ''] }));
  return (
    <SideMenuLayout items={items} current={routeOfPath(pathname)?.path} label={texts.menuLabel}>
      {children}
    </SideMenuLayout>
  );
}
