// A page that lists the people of the caller's tree (by group and keyword, paged) and shows what
// belongs to the one picked from a row's action below the table: 健康数据's curves, 语音消息's voices.
import { useState, type ReactNode } from 'react';
import { Button, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { createPagination, pageQuery } from '@chelian/core';
import { useCardList } from './useCardList';
import { PeopleFilter, type PeopleFilterValue } from './PeopleFilter';
import { tablePaging } from './tablePaging';
import styles from './ListPage.module.css';
import { sharedTexts } from '../texts';

export interface PersonPickPageProps<Row extends { id: number }> {
  testId: string;
  /** The list's query key; the filter and page are appended to it. */
  listKey: readonly unknown[];
  load: (query: PeopleFilterValue & { pageNumber: number; pageSize: number }) => Promise<{ data: Row[]; total: number }>;
  columns: ColumnsType<Row>;
  /** The action of each row (曲线, 语音) and whether a row offers it. */
  actionText: string;
  canPick?: (row: Row) => boolean;
  emptyText: string;
  /** Shown while nobody is picked. */
  pickText: string;
  renderPicked: (row: Row) => ReactNode;
}

export function PersonPickPage<Row extends { id: number }>(props: PersonPickPageProps<Row>) {
  const [filter, setFilter] = useState<PeopleFilterValue>({ keyword: '' });
  const [page, setPage] = useState(createPagination());
  const [picked, setPicked] = useState<Row>();
  const { list } = useCardList(props.listKey, [...props.listKey, filter, page.current, page.pageSize], () => props.load({ ...filter, ...pageQuery(page) }));
  const action: ColumnsType<Row>[number] = {
    title: sharedTexts.actions,
    key: 'actions',
    width: 80,
    render: (_, row) => (
      <Button type="link" size="small" onClick={() => setPicked(row)} disabled={props.canPick ? !props.canPick(row) : false}>
        {props.actionText}
      </Button>
    ),
  };
  return (
    <div className={styles.page} data-testid={props.testId}>
      <div className={styles.body}>
        <PeopleFilter
          onSearch={(f) => {
            setFilter(f);
            setPage((p) => ({ ...p, current: 1 }));
          }}
        />
        <Table<Row>
          rowKey="id"
          size="middle"
          loading={list.isFetching}
          dataSource={list.data?.data ?? []}
          locale={{ emptyText: props.emptyText }}
          rowClassName={(row) => (row.id === picked?.id ? 'ant-table-row-selected' : '')}
          columns={[...props.columns, action]}
          pagination={tablePaging(page, list.data?.total, setPage)}
        />
        {picked ? (
          props.renderPicked(picked)
        ) : (
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {props.pickText}
          </Typography.Paragraph>
        )}
      </div>
    </div>
  );
}
