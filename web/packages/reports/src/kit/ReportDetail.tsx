// A row's detail (报警明细, ACC明细, 里程明细): opens when given a query, reads its own pages of 100,
// draws an optional chart above the table and exports with the same query.
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { HttpClient, Params } from '@chelian/core';
import { useSubAppServices } from '@chelian/ui/subapp';
import { ReportDetailDialog } from './ReportDetailDialog';
import type { ReportExport } from './reportExport';
import type { ReportPage } from './reportPaging';
import { useReportExport } from './useReportExport';
import { useReportList, type PageRequest, type ReportList } from './useReportList';

export interface ReportDetailProps<T, Q> {
  query: Q | undefined;
  title: string;
  listKey: string;
  onClose: () => void;
  fetch: (http: HttpClient, query: Q, page: PageRequest) => Promise<ReportPage<T>>;
  columns: TableColumnsType<T>;
  above?: (list: ReportList<T, Q>) => ReactNode;
  exportHow?: ReportExport;
  exportParams?: (query: Q) => Params;
  exportButton?: number;
}

function DetailBody<T extends object, Q>({ query, title, listKey, onClose, fetch, columns, above, exportHow, exportParams, exportButton }: ReportDetailProps<T, Q> & { query: Q }) {
  const { http } = useSubAppServices();
  const list = useReportList<T, Q>(listKey, (q, page) => fetch(http, q, page), query);
  const runExport = useReportExport();
  return (
    <ReportDetailDialog<T, Q>
      open
      title={title}
      onClose={onClose}
      list={list}
      columns={columns}
      above={above?.(list)}
      {...(exportHow && exportParams && exportButton !== undefined
        ? { exportButton, onExport: () => void runExport(exportHow, list.rows.length > 0 ? exportParams(query) : undefined) }
        : {})}
    />
  );
}

export function ReportDetail<T extends object, Q>(props: ReportDetailProps<T, Q>) {
  if (props.query === undefined) return null;
  return <DetailBody<T, Q> {...props} query={props.query} key={JSON.stringify(props.query)} />;
}
