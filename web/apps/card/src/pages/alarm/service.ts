// Typed calls of SOS/跌倒 (docs/card.md): the open (unhandled) SOS and fall alarms of the caller's
// people through the shared alarm calls of @chelian/core (the real-time list, filtered by type), and
// their handling (processAlarm) — no card-specific alarm path.
import { createAlarmApi, type AlarmHandlingRequest, type HttpClient, type RealtimeAlarm } from '@chelian/core';

/** The alarm codes the page lists: the badge's SOS key and its fall detection. */
export const SOS_ALARM_TYPES = ['emergencyAlarm', 'fallDownAlarm'] as const;

export function createSosApi(http: HttpClient) {
  const alarms = createAlarmApi(http);
  return {
    async open(): Promise<{ data: RealtimeAlarm[]; total: number }> {
      const page = await alarms.realtime({ pageNumber: 1, pageSize: 200, alarmTypes: SOS_ALARM_TYPES.join(',') });
      return { data: page.data, total: page.total };
    },
    handle: (body: AlarmHandlingRequest) => alarms.processAlarm(body),
  };
}

export type SosApi = ReturnType<typeof createSosApi>;
