import { describe, expect, it } from 'vitest';
import { readPage, rowNumber } from './reportPaging';

describe('report paging', () => {
  it('§2.6 序号 counts across pages of 100', () => {
    expect(rowNumber(1, 100, 0)).toBe(1);
    expect(rowNumber(3, 100, 4)).toBe(205);
  });

  it('§3.1 reads {data,total}, {data:{list}} and bare arrays; anything else is an empty page', () => {
    expect(readPage({ data: [{ a: 1 }], total: 250, pageNumber: 1, pageSize: 100 })).toEqual({ rows: [{ a: 1 }], total: 250 });
    expect(readPage({ data: { list: [1, 2] }, total: '2' })).toEqual({ rows: [1, 2], total: 2 });
    expect(readPage([1, 2, 3])).toEqual({ rows: [1, 2, 3], total: 3 });
    expect(readPage(null)).toEqual({ rows: [], total: 0 });
    expect(readPage({ data: 'x' })).toEqual({ rows: [], total: 0 });
  });
});
