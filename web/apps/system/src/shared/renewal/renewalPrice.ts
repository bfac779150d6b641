// The renewal price table of 车辆续费 (§2.7, §4.6), pure: the eight lengths of the slider with their
// months and coins (1 coin a month for 1–4 months; a year costs 5), the coins of a renewal of
// several vehicles, and the expiry date a renewal gives.
import dayjs from 'dayjs';

export interface RenewalOption {
  /** The slider's label: 1月 … 4年. */
  label: string;
  /** addMonth sent to the server. */
  months: number;
  /** Coins per vehicle. */
  coins: number;
}

export const RENEWAL_OPTIONS: readonly RenewalOption[] = [
  { label: '1月', months: 1, coins: 1 },
  { label: '2月', months: 2, coins: 2 },
  { label: '3月', months: 3, coins: 3 },
  { label: '4月', months: 4, coins: 4 },
  { label: '1年', months: 12, coins: 5 },
  { label: '2年', months: 24, coins: 10 },
  { label: '3年', months: 36, coins: 15 },
  { label: '4年', months: 48, coins: 20 },
];

/** The slider starts at 1年, the length the 温馨提示 recommends. */
export const DEFAULT_RENEWAL_INDEX = 4;

/** The option at slider position `index` (clamped to the table). */
export function renewalOption(index: number): RenewalOption {
  const i = Math.min(RENEWAL_OPTIONS.length - 1, Math.max(0, Math.round(index)));
  return RENEWAL_OPTIONS[i]!;
}

/** Coins a renewal of `vehicles` vehicles by `option` costs. */
export function renewalCoins(option: RenewalOption, vehicles: number): number {
  return option.coins * Math.max(0, vehicles);
}

const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * The expiry date after renewing by `months` months: counted from the current expiry while it is
 * still ahead, from `now` once it has passed. undefined when the vehicle has none yet (the time
 * starts at its first report: 设备上线后才开始计算到期时间) or the date cannot be read.
 */
export function expiryAfterRenewal(expireDate: string | undefined | null, months: number, now: Date): string | undefined {
  if (!expireDate) return undefined;
  const expire = dayjs(expireDate);
  if (!expire.isValid()) return undefined;
  const today = dayjs(now);
  const base = expire.isAfter(today) ? expire : today;
  return base.add(months, 'month').format(DATE_FORMAT);
}

/** Whether the expiry date has passed (已过期). */
export function isExpired(expireDate: string | undefined | null, now: Date): boolean {
  if (!expireDate) return false;
  const expire = dayjs(expireDate);
  return expire.isValid() && expire.isBefore(dayjs(now));
}
