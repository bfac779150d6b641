// The command report's periods, as wall-clock values of the server's zone (Asia/Shanghai) whatever
// the browser's zone: the picker shows them and the request sends them as they are (api-contract §1).
import dayjs, { type Dayjs } from 'dayjs';
import { formatLocalTime } from '@chelian/tracking';
import { reportRangeTexts as texts } from '../../texts';

export const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** The server's wall clock at `nowMs`, as a dayjs value to show and format. */
export function serverNow(nowMs: number): Dayjs {
  return dayjs(formatLocalTime(nowMs));
}

/** From `daysBack` days before the server's today at 00:00 to the end of its today. */
export function lastDays(daysBack: number, nowMs: number): [Dayjs, Dayjs] {
  const now = serverNow(nowMs);
  return [now.subtract(daysBack, 'day').startOf('day'), now.endOf('day')];
}

/** The picker's presets at `nowMs`: 昨天, 近三天 (the page's default period), 近七天, 近一月. */
export function reportPresets(nowMs: number): Array<{ label: string; value: [Dayjs, Dayjs] }> {
  return [
    { label: texts.yesterday, value: lastDays(1, nowMs) },
    { label: texts.lastThreeDays, value: lastDays(2, nowMs) },
    { label: texts.lastSevenDays, value: lastDays(6, nowMs) },
    { label: texts.lastMonth, value: lastDays(29, nowMs) },
  ];
}
