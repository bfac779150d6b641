// The pagination helper (R-ENT-4): total, current page starting at 1, page size 10.

export interface Pagination {
  total: number;
  current: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const FIRST_PAGE = 1;

export function createPagination(overrides: Partial<Pagination> = {}): Pagination {
  return { total: 0, current: FIRST_PAGE, pageSize: DEFAULT_PAGE_SIZE, ...overrides };
}

/** Query parameters of a paged call (`pageNumber`, `pageSize`). */
export function pageQuery(p: Pagination): { pageNumber: number; pageSize: number } {
  return { pageNumber: p.current, pageSize: p.pageSize };
}

/** After a new total: keeps the current page when it still exists, else the last page (at least 1). */
export function withTotal(p: Pagination, total: number): Pagination {
  const lastPage = Math.max(FIRST_PAGE, Math.ceil(total / p.pageSize));
  return { ...p, total, current: Math.min(p.current, lastPage) };
}
