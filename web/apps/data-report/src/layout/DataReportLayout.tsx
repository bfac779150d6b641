// The data-report app's frame inside the shell and stand-alone: a left side menu of the reports
// the user holds (the route table's menu routes, with icons), the current one selected, and the
// report in a scrolling content area beside it.
import { useSyncExternalStore, type ReactNode } from 'react';
import { Menu } from 'antd';
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
import { useLocation, useNavigate } from 'react-router-dom';
import { menuRoutes, routeOfPath } from '../router/routeTable';
import { useDataReportServices } from '../services/dataReportServices';
import styles from './DataReportLayout.module.css';
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
            items={items.map((r) => ({ key: r.path, label: r.title, icon: ICONS[r.path.split('/').pop() ?? ''] }))}
            onClick={({ key }) => void navigate(key)}
            className={styles.menu}
          />
        </nav>
      )}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
