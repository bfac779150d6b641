// 车辆续费's filters → pageVehicleExpire parameters (§3.9), and the state tag of a row.
import { describe, expect, it } from 'vitest';
import { advancedCount, defaultExpireFilters, expireParams, stateTag } from './expireFilters';

const NOW = new Date(2026, 10, 27, 12, 0, 0);
const PAGE = { pageNumber: 2, pageSize: 20 };

describe('expire filters → request', () => {
  it('§3.9 the default sends only the page (every vehicle of the 续费 list)', () => {
    expect(expireParams(defaultExpireFilters, PAGE)).toEqual(PAGE);
  });

  it('状态, 车辆状态, 车组 and 即将到期 in seconds', () => {
    expect(expireParams({ ...defaultExpireFilters, groupId: 4, state: 1, vehicleState: '离线', expiring: 7 })).toEqual({
      groupId: 4,
      isState: 1,
      vehicleState: '离线',
      expireTime: 7 * 86400,
    });
    expect(expireParams({ ...defaultExpireFilters, expiring: 31 }).expireTime).toBe(2678400);
    expect(expireParams({ ...defaultExpireFilters, state: 0 }).isState).toBe(0);
  });

  it('the 不续费 list is isState 2 whatever 状态 says', () => {
    expect(expireParams({ ...defaultExpireFilters, mode: 1, state: 1 }).isState).toBe(2);
  });

  it('高级筛选: date ranges, offline days clamped to 0–999, 续费年限 to 0–5 (0 = none)', () => {
    const f = {
      ...defaultExpireFilters,
      installDate: ['2026-01-01', '2026-02-01'] as [string, string],
      activation: ['2026-03-01', '2026-04-01'] as [string, string],
      offlineDays: [3, 5000] as [number, number],
      displayYear: 9,
    };
    expect(expireParams(f)).toEqual({
      installDateStart: '2026-01-01',
      installDateEnd: '2026-02-01',
      activationTmeStart: '2026-03-01',
      activationTmeEnd: '2026-04-01',
      offlineTimeBegin: 3,
      offlineTimeEnd: 999,
      displayYear: 5,
    });
    expect(advancedCount(f)).toBe(4);
    expect(expireParams({ ...defaultExpireFilters, displayYear: 0, offlineDays: [undefined, 10] })).toEqual({ offlineTimeEnd: 10 });
    expect(advancedCount(defaultExpireFilters)).toBe(0);
  });
});

describe('state tag', () => {
  it('§2.7 expired vehicles show 已过期 (server state 1, or the date passed since)', () => {
    expect(stateTag({ state: 1, expireDate: '2027-01-01' }, NOW).kind).toBe('expired');
    expect(stateTag({ state: 0, expireDate: '2026-11-01' }, NOW)).toEqual({ kind: 'expired', color: 'error' });
    expect(stateTag({ state: 0, expireDate: '2027-11-01' }, NOW)).toEqual({ kind: 'normal', color: 'success' });
  });

  it('不续费 as the server says; 未上线 before the first report', () => {
    expect(stateTag({ state: 2, expireDate: '2026-01-01' }, NOW).kind).toBe('stopped');
    expect(stateTag({ state: 0, expireDate: '' }, NOW).kind).toBe('waiting');
  });
});
