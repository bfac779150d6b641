// Paths of the alarm calls: settings and push (console-spec §7), the real-time queries
// (docs/decisions.md D41) and handling (v3-console-inventory §3.5).
export const ALARM_PATHS = {
  listAlarmControl: '/car/v4/api/alarm/control/listAlarmControlInfo.json',
  configAlarmControl: '/car/v4/api/alarm/control/configAlarmControl.json',
  listAlarmPush: '/car/v4/api/alarm/push/listAlarmPushInfo.json',
  configAlarmPush: '/car/v4/api/alarm/push/configAlarmPush.json',
  testAlarmPush: '/car/v4/api/alarm/push/testAlarmPush.json',
  listPushLog: '/car/v4/api/alarm/push/listAlarmPushLog.json',
  realtimeAlarms: '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json',
  realtimeAlarmCount: '/car/v1/accelerate/report/alarm/queryActualTimeAlarmNum.json',
  newQueryAlarm: '/car/v1/accelerate/report/alarm/newQueryAlarm',
  processAlarm: '/car/v1/api/monitor/processAlarm',
  operationLog: '/car/v4/api/alarm/operation/listAlarmOperationLog.json',
  loadGroups: '/car/v1/api/monitor/loadGroups',
} as const;
