// Typed calls of 防盗报警: the real-time alarm list (the shared alarm calls) of the theft codes.
import { createAlarmApi, type HttpClient, type RealtimeAlarm } from '@chelian/core';
import { THEFT_ALARM_CODES } from '../../model/theftAlarms';

export function createTheftAlarmApi(http: HttpClient) {
  const alarms = createAlarmApi(http);
  return {
    async list(): Promise<RealtimeAlarm[]> {
      return (await alarms.realtime({ pageNumber: 1, pageSize: 500, alarmTypes: THEFT_ALARM_CODES.join(',') })).data;
    },
  };
}
