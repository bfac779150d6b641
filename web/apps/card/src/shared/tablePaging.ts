// The people lists' table pager (人员管理, 健康数据): the page in state, the server's total, no size changer.
import type { TablePaginationConfig } from 'antd';
import type { Pagination } from '@chelian/core';

export function tablePaging(page: Pagination, total: number | undefined, setPage: (update: (p: Pagination) => Pagination) => void): TablePaginationConfig {
  return {
    current: page.current,
    pageSize: page.pageSize,
    total: total ?? 0,
    showSizeChanger: false,
    onChange: (current, pageSize) => setPage((p) => ({ ...p, current, pageSize })),
  };
}
