import { describe, expect, it } from 'vitest';
import { freeLogParams, periodParams, rechargeLogParams } from './logQuery';

describe('log queries', () => {
  it('§3.9 the chosen days as whole local days', () => {
    expect(periodParams(['2026-11-01', '2026-11-27'])).toEqual({ startTime: '2026-11-01 00:00:00', endTime: '2026-11-27 23:59:59' });
    expect(periodParams(undefined)).toEqual({});
  });

  it('续费记录 sends the keyword as vid, trimmed, and leaves it out when empty', () => {
    expect(freeLogParams({ keyword: ' 粤A1 ' }, { pageNumber: 1, pageSize: 10 })).toEqual({ vid: '粤A1', pageNumber: 1, pageSize: 10 });
    expect(freeLogParams({ keyword: '', days: ['2026-11-01', '2026-11-01'] }, { pageNumber: 2, pageSize: 10 })).toEqual({
      startTime: '2026-11-01 00:00:00',
      endTime: '2026-11-01 23:59:59',
      pageNumber: 2,
      pageSize: 10,
    });
  });

  it('车币划拨记录 sends the user when there is one', () => {
    expect(rechargeLogParams({ userId: 5 }, { pageNumber: 1, pageSize: 10 })).toEqual({ userId: 5, pageNumber: 1, pageSize: 10 });
    expect(rechargeLogParams({})).toEqual({});
  });
});
