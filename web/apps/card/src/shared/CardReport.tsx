// The frame of the card reports (考勤日报, 考勤月报, 巡更记录) on the report kit of @chelian/reports: a
// day or month, a group and a keyword, 搜索, the export to the download center behind the page's
// 导出 button, and the table of rows the call answers.
import { useMemo, useState } from 'react';
import { DatePicker, Input } from 'antd';
import type { TableColumnsType } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { fetchReportPage, ReportFilterCard, ReportLayout, ReportTable, useReportExport, useReportList } from '@chelian/reports';
import { useCardServices } from '../services/cardServices';
import { GroupField } from './GroupField';
import { sharedTexts as texts } from '../texts';

export interface CardReportProps<T> {
  testId: string;
  /** 'day': a date (yyyy-MM-dd, yesterday first); 'month': a month (yyyy-MM, this month first). */
  period: 'day' | 'month';
  periodLabel: string;
  path: string;
  exportPath: string;
  exportButton: number;
  columns: TableColumnsType<T>;
  rowKey: (row: T) => string | number;
  emptyText: string;
}

type Filter = Record<string, string | number>;

export function CardReport<T extends object>({ testId, period, periodLabel, path, exportPath, exportButton, columns, rowKey, emptyText }: CardReportProps<T>) {
  const { http } = useCardServices();
  const [when, setWhen] = useState<Dayjs>(() => (period === 'day' ? dayjs().subtract(1, 'day') : dayjs()));
  const [groupId, setGroupId] = useState<number | undefined>();
  const [keyword, setKeyword] = useState('');
  const list = useReportList<T, Filter>(testId, (f, page) => fetchReportPage<T>(http, 'GET', path, { ...f, ...page }));
  const runExport = useReportExport();
  const filter = useMemo<Filter>(
    () => ({
      [period]: when.format(period === 'day' ? 'YYYY-MM-DD' : 'YYYY-MM'),
      ...(groupId ? { groupId } : {}),
      ...(keyword.trim() ? { keyword: keyword.trim() } : {}),
    }),
    [period, when, groupId, keyword],
  );
  return (
    <ReportLayout
      testId={testId}
      filter={
        <ReportFilterCard
          fields={[
            {
              label: periodLabel,
              node: <DatePicker picker={period === 'day' ? 'date' : 'month'} allowClear={false} value={when} onChange={(d) => d && setWhen(d)} aria-label={periodLabel} />,
            },
            { label: texts.group, node: <GroupField value={groupId} onChange={setGroupId} /> },
            { label: texts.keyword, node: <Input allowClear placeholder={texts.keywordPlaceholder} value={keyword} onChange={(e) => setKeyword(e.target.value)} style={{ width: 220 }} /> },
          ]}
          onSearch={() => list.search(filter)}
          searching={list.loading}
          onExport={() => void runExport({ kind: 'center', path: exportPath }, list.params)}
          exportButton={exportButton}
        />
      }
      table={<ReportTable<T, Filter> list={list} columns={columns} rowKey={rowKey} emptyText={emptyText} />}
    />
  );
}
