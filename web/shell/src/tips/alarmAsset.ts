// What the alarm tip names an alarm's asset with and where its 查看全部 leads, by the asset's kind
// (D157): a person's alarm says 姓名/所属分组, and the monitor opened is that kind's app's when the
// user holds it, the car app's otherwise.
import { kindApp, subAppBasePath, type AssetWords, type RealtimeAlarm } from '@chelian/core';

/** The words of the alarm's asset (a vehicle's when the server sent no kind). */
export function alarmWords(alarm: Pick<RealtimeAlarm, 'kind'>): AssetWords {
  return kindApp(alarm.kind).words;
}

/**
 * The monitor 查看全部 opens for the listed alarms: the app of their kind when they are all of one
 * kind and `held` has that app (names as in SUB_APPS), else the car app's.
 */
export function monitorPathFor(alarms: readonly Pick<RealtimeAlarm, 'kind'>[], held: readonly string[]): string {
  const apps = new Set(alarms.map((a) => kindApp(a.kind).app));
  const only = apps.size === 1 ? [...apps][0] : undefined;
  const app = only && held.includes(only) ? only : kindApp(undefined).app;
  return `${subAppBasePath(app)}/monitor`;
}
