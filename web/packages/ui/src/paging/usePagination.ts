// A table's page that follows its number of rows: when the total shrinks (rows deleted, devices
// registered meanwhile) the current page moves back to one that still exists. One hook for every
// list; the page state stays the caller's (its query reads it before the total is known).
import { useState } from 'react';
import { withTotal, type Pagination } from '@chelian/core';

export function usePageFollowsTotal(page: Pagination, setPage: (page: Pagination) => void, total: number | undefined): void {
  const [pagedFor, setPagedFor] = useState(total);
  if (pagedFor !== total) {
    setPagedFor(total);
    if (total !== undefined) {
      const next = withTotal(page, total);
      if (next.current !== page.current) setPage(next);
    }
  }
}
