// The period and paging of 续费记录 and 车币划拨记录 as the calls take them (§3.9: startTime /
// endTime as local times, the whole of the chosen days), pure.
import dayjs from 'dayjs';
import type { Params } from '../service';

/** The page of a paged call (left out for the exports). */
export interface LogPage {
  pageNumber: number;
  pageSize: number;
}

const TIME = 'YYYY-MM-DD HH:mm:ss';

/** The period's params: from 00:00:00 of the first day to 23:59:59 of the last; none without days. */
export function periodParams(days: [string, string] | undefined): Params {
  if (!days) return {};
  return { startTime: dayjs(days[0]).startOf('day').format(TIME), endTime: dayjs(days[1]).endOf('day').format(TIME) };
}

/** 续费记录: vid is the keyword typed (plate, terminal number or SIM); days as YYYY-MM-DD. */
export function freeLogParams(q: { keyword: string; days?: [string, string] }, page?: LogPage): Params {
  const vid = q.keyword.trim();
  return { ...(vid ? { vid } : {}), ...periodParams(q.days), ...page };
}

/** 车币划拨记录: the caller's own transfers (or one user's). */
export function rechargeLogParams(q: { userId?: number; days?: [string, string] }, page?: LogPage): Params {
  return { ...(q.userId !== undefined ? { userId: q.userId } : {}), ...periodParams(q.days), ...page };
}
