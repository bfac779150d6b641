// 车辆续费's filters and what they send (§2.7, §3.9 pageVehicleExpire), pure: the 续费 / 不续费 list,
// 状态, 车辆状态, 即将到期 (days → expireTime in seconds), and 高级筛选 (安装时间, 激活时间, 离线时间范围
// 0–999 days, 续费年限 0–5 years); empty choices are left out. Also the state tag of a row.
import { isExpired } from '../../../shared/renewal/renewalPrice';
import type { ExpireRow, Params } from '../service';

/** 续费 0: the vehicles renewed; 不续费 1: those moved to the 不续费 list (isState 2). */
export type RenewMode = 0 | 1;
export type StateFilter = '' | 0 | 1;
export type VehicleStateFilter = '' | '静止' | '行驶' | '离线' | '从未上线';
export type ExpiringFilter = '' | 3 | 7 | 31;

export interface ExpireFilters {
  groupId?: number;
  mode: RenewMode;
  state: StateFilter;
  vehicleState: VehicleStateFilter;
  expiring: ExpiringFilter;
  /** 高级筛选: dates as YYYY-MM-DD. */
  installDate?: [string, string];
  activation?: [string, string];
  /** 离线时间范围（天）. */
  offlineDays?: [number | undefined, number | undefined];
  /** 续费年限（年）: 0 未选择, 1–5. */
  displayYear?: number;
}

export const OFFLINE_DAYS_MAX = 999;
export const DISPLAY_YEAR_MAX = 5;
const DAY_SECONDS = 86_400;

export const defaultExpireFilters: ExpireFilters = { mode: 0, state: '', vehicleState: '', expiring: '' };

const clamp = (v: number, max: number) => Math.min(max, Math.max(0, Math.round(v)));

/** The parameters of pageVehicleExpire (and exportVehicleExpire, without the page). */
export function expireParams(f: ExpireFilters, page?: { pageNumber: number; pageSize: number }): Params {
  const p: Params = {};
  if (f.groupId !== undefined) p.groupId = f.groupId;
  if (f.mode === 1) p.isState = 2;
  else if (f.state !== '') p.isState = f.state;
  if (f.vehicleState) p.vehicleState = f.vehicleState;
  if (f.expiring !== '') p.expireTime = f.expiring * DAY_SECONDS;
  if (f.installDate) [p.installDateStart, p.installDateEnd] = f.installDate;
  if (f.activation) [p.activationTmeStart, p.activationTmeEnd] = f.activation;
  const [begin, end] = f.offlineDays ?? [];
  if (begin !== undefined) p.offlineTimeBegin = clamp(begin, OFFLINE_DAYS_MAX);
  if (end !== undefined) p.offlineTimeEnd = clamp(end, OFFLINE_DAYS_MAX);
  if (f.displayYear) p.displayYear = clamp(f.displayYear, DISPLAY_YEAR_MAX);
  return page ? { ...p, ...page } : p;
}

/** How many 高级筛选 conditions are set (shown on the button). */
export function advancedCount(f: ExpireFilters): number {
  return [f.installDate, f.activation, f.offlineDays?.some((d) => d !== undefined) ? 1 : undefined, f.displayYear || undefined].filter(Boolean).length;
}

/** normal 正常, expired 已过期, stopped 不续费, waiting 未上线 (texts: renewPageTexts.states). */
export type StateTag = { kind: 'normal' | 'expired' | 'stopped' | 'waiting'; color: string };

/**
 * The 状态 tag of a row: 不续费 as the server says; 已过期 when the server says so or the expiry has
 * passed since the list was read; 未上线 when no expiry runs yet (it starts at the first report).
 */
export function stateTag(row: Pick<ExpireRow, 'state' | 'expireDate'>, now: Date): StateTag {
  if (Number(row.state) === 2) return { kind: 'stopped', color: 'default' };
  if (Number(row.state) === 1 || isExpired(row.expireDate, now)) return { kind: 'expired', color: 'error' };
  if (!row.expireDate) return { kind: 'waiting', color: 'warning' };
  return { kind: 'normal', color: 'success' };
}
