// The table of every report: 序号 first, the report's columns, 100 rows a page with the total, and
// an honest empty text (nothing searched yet / the search failed / nothing found).
import { Table, type TableColumnsType } from 'antd';
import { rowNumber } from './reportPaging';
import type { ReportList } from './useReportList';
import { reportTableTexts as texts } from '../texts';

export interface ReportTableProps<T, P = unknown> {
  list: ReportList<T, P>;
  columns: TableColumnsType<T>;
  rowKey?: (row: T, index?: number) => string | number;
  emptyText?: string;
  testId?: string;
}

export function ReportTable<T extends object, P = unknown>({ list, columns, rowKey, emptyText, testId }: ReportTableProps<T, P>) {
  const { page } = list;
  return (
    <Table<T>
      data-testid={testId ?? 'report-table'}
      size="small"
      bordered
      scroll={{ x: 'max-content' }}
      loading={list.loading}
      dataSource={list.rows}
      rowKey={(row) => rowKey?.(row) ?? JSON.stringify(row)}
      locale={{ emptyText: list.params === undefined ? texts.notSearched : list.failed ? texts.failed : (emptyText ?? texts.empty) }}
      columns={[
        { title: texts.index, key: '__index', width: 64, align: 'center', render: (_v, _r, i) => rowNumber(page.pageNumber, page.pageSize, i) },
        ...columns,
      ]}
      pagination={{
        current: page.pageNumber,
        pageSize: page.pageSize,
        total: list.total,
        showSizeChanger: false,
        showTotal: texts.total,
        onChange: (pageNumber, pageSize) => list.setPage({ pageNumber, pageSize }),
      }}
    />
  );
}
