// 工单管理 with a fake request client: orders under their status tags with the actions their status
// allows, a status tab sent as status, 完成 sent as status 4 after a confirmation, and the notice
// instead of the page when 系统设置's work-order switch (11) is off.
import '../../../../../packages/ui/src/test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope, HttpClient } from '@chelian/core';
import { BUTTON_WORKSHEET_EDIT, BUTTON_WORKSHEET_FINISH_CANCEL, WORKSHEET_MENU_ID } from '../../access';
import { SWITCHES_PATH } from '../../shared/workOrderSwitch';
import { menuPage, renderWithMenu } from '../../test/renderWithMenu';
import { WorksheetPage } from './WorksheetPage';
import { SHEET_PAGE_PATH, SHEET_STATUS_PATH, SHEET_WORKERS_PATH, type SheetRow } from './service';

const ok = (obj: unknown): Envelope<unknown> => ({ flag: 1, msg: '成功', obj });

const sheet = (id: number, status: number, owner: string): SheetRow => ({
  id,
  status,
  carOwner: owner,
  phone: '137',
  installTime: '2026-12-01 10:00:00',
  installWorker: 5,
  installWorkerName: '张师傅',
  installWorkerFlag: 1,
  address: '深圳',
  remark: 'GPS',
  createTime: '2026-11-27 10:00:00',
  vehicleFlag: 1,
});

function fakeHttp(workOrders: 0 | 1 = 0) {
  const get = vi.fn(async (url: string): Promise<Envelope<unknown>> => {
    if (url === SWITCHES_PATH) return ok([{ permissionId: 11, status: workOrders }]);
    if (url === SHEET_WORKERS_PATH) return ok([{ userId: 5, name: '张师傅', flag: 1 }]);
    return ok({});
  });
  const postJson = vi.fn(async (url: string): Promise<Envelope<unknown>> =>
    url === SHEET_PAGE_PATH ? ok({ data: [sheet(1, 1, '王先生'), sheet(2, 3, '李女士')], total: 2 }) : ok({}),
  );
  return { get, postJson, http: { get, postJson, exportFile: vi.fn() } as unknown as HttpClient };
}

const renderPage = (http: HttpClient) =>
  renderWithMenu('/worksheet', [menuPage(WORKSHEET_MENU_ID, '工单管理', [BUTTON_WORKSHEET_EDIT, BUTTON_WORKSHEET_FINISH_CANCEL])], <WorksheetPage />, http);

const rowOf = (cell: HTMLElement): HTMLElement => cell.closest('tr') as HTMLElement;

describe('WorksheetPage', () => {
  it('§2.7 status tags and the actions each status allows; a tab is sent as status', async () => {
    const { http, postJson } = fakeHttp();
    renderPage(http);
    const waiting = rowOf(await screen.findByText('王先生'));
    expect(within(waiting).getByText('待确认')).toBeTruthy();
    expect(within(waiting).getByText(/修\s*改/)).toBeTruthy();
    expect(within(waiting).getByText(/取\s*消/)).toBeTruthy();
    expect(within(waiting).queryByText(/完\s*成/)).toBeNull();
    const installed = rowOf(screen.getByText('李女士'));
    expect(within(installed).getByText(/完\s*成/)).toBeTruthy();
    expect(within(installed).queryByText(/修\s*改/)).toBeNull();
    expect(postJson).toHaveBeenCalledWith(SHEET_PAGE_PATH, { status: 0, searchType: -1, pageNumber: 1, pageSize: 10 });

    fireEvent.click(screen.getByRole('tab', { name: '待安装' }));
    await waitFor(() => expect(postJson).toHaveBeenCalledWith(SHEET_PAGE_PATH, { status: 2, searchType: -1, pageNumber: 1, pageSize: 10 }));
  });

  it('完成 asks, then sets status 4', async () => {
    const { http, get } = fakeHttp();
    renderPage(http);
    const installed = rowOf(await screen.findByText('李女士'));
    fireEvent.click(within(installed).getByText(/完\s*成/));
    await screen.findByText('确定将该工单设为已完成吗？');
    fireEvent.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(get).toHaveBeenCalledWith(SHEET_STATUS_PATH, { id: 2, status: 4 }));
  });

  it('§2.8 with the work-order switch off: the notice, and no list is asked for', async () => {
    const { http, postJson } = fakeHttp(1);
    renderPage(http);
    await screen.findByTestId('work-orders-off');
    expect(postJson).not.toHaveBeenCalledWith(SHEET_PAGE_PATH, expect.anything());
  });
});
