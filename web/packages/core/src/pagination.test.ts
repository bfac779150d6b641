// Tests of the pagination helper.
import { describe, expect, it } from 'vitest';
import { createPagination, pageQuery, withTotal } from './pagination';

describe('pagination', () => {
  it('R-ENT-4 starts with total 0, current page 1 and page size 10', () => {
    expect(createPagination()).toEqual({ total: 0, current: 1, pageSize: 10 });
    expect(pageQuery(createPagination({ current: 3 }))).toEqual({ pageNumber: 3, pageSize: 10 });
  });

  it('keeps the current page within the pages a new total has', () => {
    expect(withTotal(createPagination({ current: 5 }), 21)).toEqual({ total: 21, current: 3, pageSize: 10 });
    expect(withTotal(createPagination({ current: 2 }), 0).current).toBe(1);
    expect(withTotal(createPagination({ current: 2 }), 100).current).toBe(2);
  });
});
