import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderKit } from '../test/renderKit';
import { ReportFilterCard } from './ReportFilterCard';
import { ReportTable } from './ReportTable';
import { useReportList } from './useReportList';

describe('report kit', () => {
  it('§5.3 the search button and the export icon are removed without their button ids', () => {
    const onSearch = vi.fn();
    const view = renderKit(
      <ReportFilterCard fields={[{ label: '选择时间', node: <span>范围</span> }]} onSearch={onSearch} searchButton={150101} onExport={() => undefined} exportButton={150102} />,
      [150101],
    );
    expect(view.getByText('选择时间')).toBeTruthy();
    fireEvent.click(view.getByRole('button', { name: /搜索/ }));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(view.queryByRole('button', { name: '导出' })).toBeNull();
    view.unmount();
    const both = renderKit(<ReportFilterCard fields={[]} onSearch={onSearch} searchButton={150101} onExport={() => undefined} exportButton={150102} />, [150102]);
    expect(both.queryByRole('button', { name: /搜索/ })).toBeNull();
    expect(both.getByRole('button', { name: '导出' })).toBeTruthy();
  });

  it('§2.6 the table says nothing was searched, then numbers the rows of the page it asked for (100 a page)', async () => {
    const fetch = vi.fn((_p: { q: string }, page: { pageNumber: number; pageSize: number }) =>
      Promise.resolve({ rows: [{ id: 'a', plate: '京A1' }, { id: 'b', plate: '京A2' }], total: 102 + page.pageNumber * 0 }),
    );
    function Harness() {
      const list = useReportList('t', fetch);
      const [q] = useState({ q: 'x' });
      return (
        <>
          <button onClick={() => list.search(q)}>go</button>
          <ReportTable list={list} rowKey={(r) => r.id} columns={[{ title: '车牌号', dataIndex: 'plate' }]} />
        </>
      );
    }
    renderKit(<Harness />, []);
    expect(screen.getByText('请选择查询条件后点击搜索')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    fireEvent.click(screen.getByText('go'));
    await screen.findByText('京A2');
    expect(fetch).toHaveBeenLastCalledWith({ q: 'x' }, { pageNumber: 1, pageSize: 100 });
    expect(screen.getByText('共 102 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(fetch).toHaveBeenLastCalledWith({ q: 'x' }, { pageNumber: 2, pageSize: 100 }));
    await waitFor(() => expect(screen.getByText('101')).toBeTruthy());
  });
});
