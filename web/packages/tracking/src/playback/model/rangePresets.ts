// The query period: times as the server writes them (yyyy-MM-dd HH:mm:ss in its zone, default
// Asia/Shanghai), today's default, the quick buttons 今天 / 昨天 / 前天 (start N days back at 00:00,
// end today 23:59:59, as the previous console), and a day asked for in the URL (`time`) or an exact
// period (`beginTime` and `endTime`, a ride's). Pure.
import { SERVER_UTC_OFFSET_MINUTES, formatLocalTime, parseLocalTime } from '../../vehicle/vehicleTexts';
import { rangePresetsTexts as texts } from '../../texts';

const DAY_MS = 86_400_000;

export interface TimeRange {
  beginTime: string;
  endTime: string;
}

/** "yyyy-MM-dd" of the day `ms` falls on in the zone. */
export function localDay(ms: number, offsetMin = SERVER_UTC_OFFSET_MINUTES): string {
  return formatLocalTime(ms, offsetMin).slice(0, 10);
}

export function dayRange(day: string): TimeRange {
  return { beginTime: `${day} 00:00:00`, endTime: `${day} 23:59:59` };
}

export const PRESETS = [
  { label: texts.today, daysBack: 0 },
  { label: texts.yesterday, daysBack: 1 },
  { label: texts.dayBefore, daysBack: 2 },
] as const;

export function presetRange(daysBack: number, nowMs: number, offsetMin = SERVER_UTC_OFFSET_MINUTES): TimeRange {
  return {
    beginTime: `${localDay(nowMs - daysBack * DAY_MS, offsetMin)} 00:00:00`,
    endTime: `${localDay(nowMs, offsetMin)} 23:59:59`,
  };
}

/** The day of the URL's `time` ("yyyy-MM-dd" or a full time) when valid, else today. */
export function initialRange(time: string | null | undefined, nowMs: number, offsetMin = SERVER_UTC_OFFSET_MINUTES): TimeRange {
  const day = /^\d{4}-\d{2}-\d{2}/.exec(time ?? '')?.[0];
  if (day && Number.isFinite(parseLocalTime(`${day} 00:00:00`, offsetMin))) return dayRange(day);
  return dayRange(localDay(nowMs, offsetMin));
}

/** The URL's exact period (`beginTime`, `endTime`: a ride's) when it can be sent, else the day of `time`. */
export function urlRange(url: { beginTime?: string | null; endTime?: string | null; time?: string | null }, nowMs: number, offsetMin = SERVER_UTC_OFFSET_MINUTES): TimeRange {
  const exact = { beginTime: url.beginTime ?? '', endTime: url.endTime ?? '' };
  const full = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
  if (full.test(exact.beginTime) && full.test(exact.endTime) && rangeError(exact) === '') return exact;
  return initialRange(url.time, nowMs, offsetMin);
}

/** '' when the period can be sent, else what is wrong (the server checks the day limits). */
export function rangeError(r: TimeRange): string {
  const b = parseLocalTime(r.beginTime);
  const e = parseLocalTime(r.endTime);
  if (!Number.isFinite(b) || !Number.isFinite(e)) return texts.rangeRequired;
  if (e < b) return texts.endBeforeStart;
  return '';
}
