// The data-report app's one route table: paths (relative to /data-report or /child/data-report, the
// previous console's /dataReport/… so the seed routes of console-spec §4 land on their pages),
// titles and menu ids (from ../access); the router, the side menu and the page guard read it.
import { findRouteOfPath, heldMenuRoutes } from '@chelian/core';
import type { SubAppRoute } from '@chelian/ui/subapp';
import {
  ALARM_INFO_MENU_ID,
  DAY_ONLINE_MENU_ID,
  DRIVING_MENU_ID,
  ENERGY_MENU_ID,
  FREQUENT_STOPS_MENU_ID,
  INSTRUCTION_MENU_ID,
  INSURANCE_MENU_ID,
  LOCK_ALARM_MENU_ID,
  LOCK_OPERATION_MENU_ID,
  MAINTAIN_MENU_ID,
  MILEAGE_MENU_ID,
  OBD_MENU_ID,
  OFFLINE_MENU_ID,
  OPERATION_MENU_ID,
  PARKING_MENU_ID,
  TOTAL_MILEAGE_MENU_ID,
} from '../access';
import { routeTexts as texts } from '../texts';

/** The name the shell registers the app under (SUB_APPS): /data-report, /child/data-report/. */
export const DATA_REPORT_APP_NAME = 'data-report';

export type DataReportRoute = SubAppRoute;

/** In menu order (§1.3); 车辆日在线 (the seed's route, R-ROUTE-9) last. */
export const dataReportRoutes: DataReportRoute[] = [
  { path: '/dataReport/alarmInfo', title: texts.alarmInfo, menuId: ALARM_INFO_MENU_ID, menu: true, page: async () => (await import('../pages/alarmInfo/AlarmInfoPage')).AlarmInfoPage },
  { path: '/dataReport/offline', title: texts.offline, menuId: OFFLINE_MENU_ID, menu: true, page: async () => (await import('../pages/offline/OfflinePage')).OfflinePage },
  { path: '/dataReport/drivingStatistics', title: texts.driving, menuId: DRIVING_MENU_ID, menu: true, page: async () => (await import('../pages/driving/DrivingPage')).DrivingPage },
  { path: '/dataReport/parkingReport', title: texts.parking, menuId: PARKING_MENU_ID, menu: true, page: async () => (await import('../pages/parking/ParkingPage')).ParkingPage },
  { path: '/dataReport/frequentStops', title: texts.frequentStops, menuId: FREQUENT_STOPS_MENU_ID, menu: true, page: async () => (await import('../pages/frequentStops/FrequentStopsPage')).FrequentStopsPage },
  { path: '/dataReport/remainderElectric', title: texts.energy, menuId: ENERGY_MENU_ID, menu: true, page: async () => (await import('../pages/energy/EnergyPage')).EnergyPage },
  { path: '/dataReport/mileageReport', title: texts.mileage, menuId: MILEAGE_MENU_ID, menu: true, page: async () => (await import('../pages/mileage/MileagePage')).MileagePage },
  { path: '/dataReport/totalMileage', title: texts.totalMileage, menuId: TOTAL_MILEAGE_MENU_ID, menu: true, page: async () => (await import('../pages/totalMileage/TotalMileagePage')).TotalMileagePage },
  { path: '/dataReport/instruction', title: texts.instruction, menuId: INSTRUCTION_MENU_ID, menu: true, page: async () => (await import('../pages/instruction/InstructionPage')).InstructionPage },
  { path: '/dataReport/operationRecord', title: texts.operation, menuId: OPERATION_MENU_ID, menu: true, page: async () => (await import('../pages/operation/OperationPage')).OperationPage },
  { path: '/dataReport/maintainReport', title: texts.maintain, menuId: MAINTAIN_MENU_ID, menu: true, page: async () => (await import('../pages/maintain/MaintainPage')).MaintainPage },
  { path: '/dataReport/insuranceReport', title: texts.insurance, menuId: INSURANCE_MENU_ID, menu: true, page: async () => (await import('../pages/insurance/InsurancePage')).InsurancePage },
  { path: '/dataReport/obdReport', title: texts.obd, menuId: OBD_MENU_ID, menu: true, page: async () => (await import('../pages/obd/ObdPage')).ObdPage },
  { path: '/dataReport/lockAlarmRecord', title: texts.lockAlarm, menuId: LOCK_ALARM_MENU_ID, menu: true, page: async () => (await import('../pages/lockAlarm/LockAlarmPage')).LockAlarmPage },
  { path: '/dataReport/lockOperationRecord', title: texts.lockOperation, menuId: LOCK_OPERATION_MENU_ID, menu: true, page: async () => (await import('../pages/lockOperation/LockOperationPage')).LockOperationPage },
  { path: '/dataReport/carDayOnline', title: texts.dayOnline, menuId: DAY_ONLINE_MENU_ID, menu: true, page: async () => (await import('../pages/dayOnline/DayOnlinePage')).DayOnlinePage },
];

/** The app's menu: the menu routes the user holds, in table order. */
export function menuRoutes(hasMenu: (id: number) => boolean): DataReportRoute[] {
  return heldMenuRoutes(dataReportRoutes, hasMenu);
}

/** The route whose path is `pathname` (inner path, trailing slash ignored). */
export function routeOfPath(pathname: string): DataReportRoute | undefined {
  return findRouteOfPath(dataReportRoutes, pathname);
}
