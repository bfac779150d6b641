// The list state of a report: the parameters of the last 搜索 (none before the first), the page,
// and the query that reads that page. A new search goes back to page 1. Failures are shown by the
// request client's error funnel (a toast), the table then stays empty.
import { useEffect, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { reportError } from '@chelian/core';
import { REPORT_PAGE_SIZE, type ReportPage } from './reportPaging';

export interface PageRequest {
  pageNumber: number;
  pageSize: number;
}

export interface ReportList<T, P> {
  params: P | undefined;
  page: PageRequest;
  rows: T[];
  total: number;
  loading: boolean;
  failed: boolean;
  search: (params: P) => void;
  setPage: (page: PageRequest) => void;
  refetch: () => void;
}

export function useReportList<T, P>(key: string, fetch: (params: P, page: PageRequest) => Promise<ReportPage<T>>, initial?: P): ReportList<T, P> {
  const [params, setParams] = useState<P | undefined>(initial);
  const [page, setPage] = useState<PageRequest>({ pageNumber: 1, pageSize: REPORT_PAGE_SIZE });
  const [round, setRound] = useState(0);
  const query = useQuery({
    queryKey: ['reports', key, params, page, round],
    queryFn: () => fetch(params as P, page),
    enabled: params !== undefined,
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (query.error) reportError(query.error);
  }, [query.error]);
  return {
    params,
    page,
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    loading: query.isFetching,
    failed: query.isError,
    search: (next) => {
      setParams(next);
      setPage((p) => ({ ...p, pageNumber: 1 }));
      setRound((r) => r + 1);
    },
    setPage,
    refetch: () => setRound((r) => r + 1),
  };
}
