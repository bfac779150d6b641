// The antd Table pager of the app's server-paged lists, from the page state and the total.
import type { Pagination } from '@chelian/core';

export function tablePaging(page: Pagination, setPage: (update: (p: Pagination) => Pagination) => void, total: number | undefined) {
  return {
    current: page.current,
    pageSize: page.pageSize,
    total: total ?? 0,
    showSizeChanger: true,
    pageSizeOptions: [20, 50, 100],
    onChange: (current: number, pageSize: number) => setPage((p) => ({ ...p, current, pageSize })),
  };
}
