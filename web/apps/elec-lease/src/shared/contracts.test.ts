import { describe, expect, it } from 'vitest';
import { asPaged, isAmount } from './contracts';

describe('contracts', () => {
  it('takes yuan with at most two decimals above zero', () => {
    expect(isAmount('300')).toBe(true);
    expect(isAmount(' 300.5 ')).toBe(true);
    expect(isAmount('300.05')).toBe(true);
    expect(isAmount('0')).toBe(false);
    expect(isAmount('1.234')).toBe(false);
    expect(isAmount('-5')).toBe(false);
    expect(isAmount('七十')).toBe(false);
  });
  it('reads a page even when the server leaves fields out', () => {
    expect(asPaged(null)).toEqual({ data: [], total: 0 });
    expect(asPaged({ data: [1, 2], total: 7 })).toEqual({ data: [1, 2], total: 7 });
  });
});
