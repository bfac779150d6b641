// The card app's frame: a left side menu of the pages the user holds (the route table's menu
// routes, with icons), the current page selected, and the page beside it.
import type { ReactNode } from 'react';
import { AimOutlined, AlertOutlined, AuditOutlined, CalendarOutlined, FlagOutlined, HeartOutlined, HistoryOutlined, ScheduleOutlined, SoundOutlined, TableOutlined, TeamOutlined } from '@ant-design/icons';
import { RouteMenuLayout } from '@chelian/ui/subapp';
import { ALARM_MENU_ID, ATTENDANCE_DAY_MENU_ID, ATTENDANCE_MONTH_MENU_ID, ATTENDANCE_RULE_MENU_ID, HEALTH_MENU_ID, PATROL_POINT_MENU_ID, PATROL_RECORD_MENU_ID, PERSON_MENU_ID, MONITOR_MENU_ID, TRACK_MENU_ID, VOICE_MENU_ID } from '../access';
import { cardRoutes } from '../router/routeTable';
import { useCardServices } from '../services/cardServices';
import { cardLayoutTexts as texts } from '../texts';

const ICONS: Record<number, ReactNode> = {
  [PERSON_MENU_ID]: <TeamOutlined />,
  [MONITOR_MENU_ID]: <AimOutlined />,
  [TRACK_MENU_ID]: <HistoryOutlined />,
  [ATTENDANCE_RULE_MENU_ID]: <ScheduleOutlined />,
  [ATTENDANCE_DAY_MENU_ID]: <TableOutlined />,
  [ATTENDANCE_MONTH_MENU_ID]: <CalendarOutlined />,
  [PATROL_POINT_MENU_ID]: <FlagOutlined />,
  [PATROL_RECORD_MENU_ID]: <AuditOutlined />,
  [HEALTH_MENU_ID]: <HeartOutlined />,
  [ALARM_MENU_ID]: <AlertOutlined />,
  [VOICE_MENU_ID]: <SoundOutlined />,
};

export function CardLayout({ children }: { children: ReactNode }) {
  const { permissions } = useCardServices();
  return (
    <RouteMenuLayout routes={cardRoutes} permissions={permissions} icon={(r) => ICONS[r.menuId]} label={texts.menuLabel}>
      {children}
    </RouteMenuLayout>
  );
}
