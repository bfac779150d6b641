// The renewal price table (§2.7: 1月/2月/3月/4月/1年/2年/3年/4年 = coins 1/2/3/4/5/10/15/20) and the
// expiry date a renewal gives.
import { describe, expect, it } from 'vitest';
import { DEFAULT_RENEWAL_INDEX, RENEWAL_OPTIONS, expiryAfterRenewal, isExpired, renewalCoins, renewalOption } from './renewalPrice';

const NOW = new Date(2026, 10, 27, 12, 0, 0);

describe('renewal price table', () => {
  it('§2.7 eight lengths with the months and coins of the previous console', () => {
    expect(RENEWAL_OPTIONS.map((o) => o.label)).toEqual(['1月', '2月', '3月', '4月', '1年', '2年', '3年', '4年']);
    expect(RENEWAL_OPTIONS.map((o) => o.months)).toEqual([1, 2, 3, 4, 12, 24, 36, 48]);
    expect(RENEWAL_OPTIONS.map((o) => o.coins)).toEqual([1, 2, 3, 4, 5, 10, 15, 20]);
    expect(renewalOption(DEFAULT_RENEWAL_INDEX)).toEqual({ label: '1年', months: 12, coins: 5 });
  });

  it('clamps a slider position outside the table', () => {
    expect(renewalOption(-3).label).toBe('1月');
    expect(renewalOption(99).label).toBe('4年');
  });

  it('coins are per vehicle', () => {
    expect(renewalCoins(renewalOption(4), 3)).toBe(15);
    expect(renewalCoins(renewalOption(0), 0)).toBe(0);
  });
});

describe('expiry after a renewal', () => {
  it('adds the months to an expiry still ahead', () => {
    expect(expiryAfterRenewal('2027-01-31 00:00:00', 1, NOW)).toBe('2027-02-28');
    expect(expiryAfterRenewal('2026-12-01', 12, NOW)).toBe('2027-12-01');
  });

  it('counts from today once the vehicle has expired', () => {
    expect(expiryAfterRenewal('2026-01-01', 2, NOW)).toBe('2027-01-27');
    expect(isExpired('2026-01-01', NOW)).toBe(true);
    expect(isExpired('2027-01-01', NOW)).toBe(false);
  });

  it('no date before the first report (the time starts then) or for an unreadable one', () => {
    expect(expiryAfterRenewal('', 12, NOW)).toBeUndefined();
    expect(expiryAfterRenewal(undefined, 12, NOW)).toBeUndefined();
    expect(expiryAfterRenewal('not a date', 12, NOW)).toBeUndefined();
    expect(isExpired(null, NOW)).toBe(false);
  });
});
