// The common composition of a report over a time range and a vehicle or group (the kit's filter
// card, the page's extra fields, an optional chart over the listed rows, the numbered table, the
// export icon and the page's detail dialogs). Pages give their filter, call, columns and export.
import { useState, type ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { HttpClient, Params } from '@chelian/core';
import {
  ReportFilterCard,
  ReportLayout,
  ReportTable,
  useReportExport,
  useReportList,
  type FilterField,
  type PageRequest,
  type ReportExport,
  type ReportList,
  type ReportPage,
  type ReportTarget,
  type TimeRange,
} from '@chelian/reports';
import { useDataReportServices } from '../services/dataReportServices';
import { useTargetRange, type TargetRangeOptions } from './useTargetRange';

export interface ReportBase {
  target: ReportTarget | undefined;
  range: TimeRange;
}

export interface TargetRangeReportProps<T, F> {
  testId: string;
  listKey: string;
  options?: TargetRangeOptions;
  extraFields?: FilterField[];
  /** The page's filter from the common part (undefined: the page refused and said why). */
  toFilter: (base: ReportBase) => F | undefined;
  fetch: (http: HttpClient, filter: F, page: PageRequest) => Promise<ReportPage<T>>;
  /** The columns; a function gets the filter of the listed rows (for a row's detail). */
  columns: TableColumnsType<T> | ((filter: F | undefined) => TableColumnsType<T>);
  rowKey?: (row: T) => string | number;
  searchButton?: number;
  exportButton?: number;
  exportHow?: ReportExport;
  exportParams?: (filter: F) => Params;
  /** Said when there is nothing to export (报警记录: 暂无报警数据). */
  exportNothingText?: string;
  /** Drawn over the listed rows once a search answered. */
  chart?: (list: ReportList<T, F>) => ReactNode;
  /** The page's dialogs; a function gets the listed rows (a map of all of them). */
  dialogs?: ReactNode | ((list: ReportList<T, F>) => ReactNode);
  emptyText?: string;
}

export function TargetRangeReport<T extends object, F>(props: TargetRangeReportProps<T, F>) {
  const { http } = useDataReportServices();
  const { fields, read, initial } = useTargetRange(props.options);
  // A page opened for a vehicle searches it at once (its filter made once, on the first render).
  const [first] = useState(() => (initial ? props.toFilter(initial) : undefined));
  const list = useReportList<T, F>(props.listKey, (f, page) => props.fetch(http, f, page), first);
  const runExport = useReportExport();
  const search = () => {
    const base = read();
    const filter = base ? props.toFilter(base) : undefined;
    if (filter !== undefined) list.search(filter);
  };
  const { exportHow, exportParams } = props;
  return (
    <ReportLayout
      testId={props.testId}
      filter={
        <ReportFilterCard
          fields={[...fields, ...(props.extraFields ?? [])]}
          onSearch={search}
          searching={list.loading}
          {...(props.searchButton !== undefined ? { searchButton: props.searchButton } : {})}
          {...(exportHow && exportParams && props.exportButton !== undefined
            ? {
                exportButton: props.exportButton,
                onExport: () => void runExport(exportHow, list.params !== undefined && list.rows.length > 0 ? exportParams(list.params) : undefined, props.exportNothingText),
              }
            : {})}
        />
      }
      chart={list.params !== undefined && !list.failed ? props.chart?.(list) : null}
      table={<ReportTable<T, F> list={list} columns={typeof props.columns === 'function' ? props.columns(list.params) : props.columns} {...(props.rowKey ? { rowKey: props.rowKey } : {})} {...(props.emptyText ? { emptyText: props.emptyText } : {})} />}
      dialogs={typeof props.dialogs === 'function' ? props.dialogs(list) : props.dialogs}
    />
  );
}
