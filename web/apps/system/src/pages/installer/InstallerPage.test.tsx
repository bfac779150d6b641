// 安装人员管理 with a fake request client: the installers with their counts (the query as JSON),
// 批量删除 of the selected sent as userIds "1,2" after a confirmation, and 新建人员 refused by the
// form's rules before anything is sent.
import '../../../../../packages/ui/src/test/setupDom';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope, HttpClient } from '@chelian/core';
import { BUTTON_INSTALLER_ADD, BUTTON_INSTALLER_BATCH_DELETE, INSTALLER_MENU_ID } from '../../access';
import { SWITCHES_PATH } from '../../shared/workOrderSwitch';
import { menuPage, renderWithMenu } from '../../test/renderWithMenu';
import { InstallerPage } from './InstallerPage';
import { INSTALLER_DELETE_MANY_PATH, INSTALLER_PAGE_PATH, INSTALLER_SAVE_PATH, type InstallerRow } from './service';

const ok = (obj: unknown): Envelope<unknown> => ({ flag: 1, msg: '成功', obj });

const worker = (userId: number, name: string): InstallerRow => ({
  userId,
  name,
  phone: '139',
  username: `w${userId}`,
  password: '******',
  createTime: '2026-11-27 10:00:00',
  allCounts: 3,
  confirmCounts: 1,
  processiveCounts: 2,
  remark: '',
});

function fakeHttp() {
  const get = vi.fn(async (url: string): Promise<Envelope<unknown>> => (url === SWITCHES_PATH ? ok([]) : ok({})));
  const postJson = vi.fn(async (url: string): Promise<Envelope<unknown>> =>
    url === INSTALLER_PAGE_PATH ? ok({ data: [worker(1, '张师傅'), worker(2, '李师傅')], total: 2 }) : ok({}),
  );
  return { get, postJson, http: { get, postJson } as unknown as HttpClient };
}

const renderPage = (http: HttpClient) =>
  renderWithMenu('/installer', [menuPage(INSTALLER_MENU_ID, '安装人员管理', [BUTTON_INSTALLER_ADD, BUTTON_INSTALLER_BATCH_DELETE])], <InstallerPage />, http);

describe('InstallerPage', () => {
  it('§2.7 lists the installers; 批量删除 sends the selected as userIds after asking', async () => {
    const { http, get, postJson } = fakeHttp();
    renderPage(http);
    const first = (await screen.findByText('张师傅')).closest('tr') as HTMLElement;
    expect(postJson).toHaveBeenCalledWith(INSTALLER_PAGE_PATH, { pageNumber: 1, pageSize: 10 });
    expect(within(first).getByText('******')).toBeTruthy();
    fireEvent.click(within(first).getByRole('checkbox'));
    fireEvent.click(within(screen.getByText('李师傅').closest('tr') as HTMLElement).getByRole('checkbox'));
    fireEvent.click(screen.getByText('批量删除'));
    await screen.findByText('确定删除选中的2名安装人员吗？');
    fireEvent.click(screen.getByText(/^确\s*定$/));
    await waitFor(() => expect(get).toHaveBeenCalledWith(INSTALLER_DELETE_MANY_PATH, { userIds: '1,2' }));
  });

  it('新建人员 checks the form first: a one-character name and a password of five are refused', async () => {
    const { http, postJson } = fakeHttp();
    renderPage(http);
    await screen.findByText('张师傅');
    fireEvent.click(screen.getByText('新建人员'));
    const dialog = await screen.findByTestId('installer-dialog');
    fireEvent.change(within(dialog).getByLabelText('人员姓名'), { target: { value: '张' } });
    fireEvent.change(within(dialog).getByLabelText('联系方式'), { target: { value: '13912345678' } });
    fireEvent.change(within(dialog).getByLabelText('账号'), { target: { value: 'zhang' } });
    fireEvent.change(within(dialog).getByLabelText('密码'), { target: { value: 'abc12' } });
    fireEvent.click(screen.getByText(/^保\s*存$/));
    await screen.findByText('密码需为6-12位英文或数字');
    expect(screen.getAllByText('人员姓名需为2-4个字').length).toBeGreaterThan(0);
    expect(postJson).not.toHaveBeenCalledWith(INSTALLER_SAVE_PATH, expect.anything());
  });
});
