// The paging of every report table: 100 rows a page (§2.6), 序号 counted across pages, and the
// page object of a reply read whether the server answers {data,total} or a bare list.
export const REPORT_PAGE_SIZE = 100;

export interface ReportPage<T> {
  rows: T[];
  total: number;
}

/** The 1-based row number of `index` on page `current`. */
export function rowNumber(current: number, pageSize: number, index: number): number {
  return (current - 1) * pageSize + index + 1;
}

/** A reply's obj as rows and total: {data:[…], total} (§3.1), {data:{list}} or an array. */
export function readPage<T>(obj: unknown): ReportPage<T> {
  if (Array.isArray(obj)) return { rows: obj as T[], total: obj.length };
  if (typeof obj !== 'object' || obj === null) return { rows: [], total: 0 };
  const o = obj as { data?: unknown; total?: unknown };
  const data = o.data;
  const rows = Array.isArray(data)
    ? (data as T[])
    : typeof data === 'object' && data !== null && Array.isArray((data as { list?: unknown }).list)
      ? ((data as { list: T[] }).list)
      : [];
  const total = typeof o.total === 'number' ? o.total : Number(o.total ?? rows.length) || rows.length;
  return { rows, total };
}
