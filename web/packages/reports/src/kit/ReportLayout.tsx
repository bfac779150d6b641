// A report page's frame: its filter card, an optional chart, and the table, stacked with gaps.
import type { ReactNode } from 'react';
import { Flex } from 'antd';

export function ReportLayout({ testId, filter, chart, table, dialogs }: { testId: string; filter: ReactNode; chart?: ReactNode; table: ReactNode; dialogs?: ReactNode }) {
  return (
    <Flex vertical gap={12} style={{ padding: 12 }} data-testid={testId}>
      {filter}
      {chart}
      {table}
      {dialogs}
    </Flex>
  );
}
