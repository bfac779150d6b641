// The system-center pages in the whole shell with fake services: notices (page size 10 from page
// 1, detail marks read), security (password rules, privacy), download center (states, download,
// start export), health thresholds (save), the page help.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ExportRecord, HealthThreshold, NoticeItem } from '@chelian/core';
import { fakeServices, signIn } from '../../test/fakeServices';
import { renderShell } from '../../test/renderShell';

const notice = (id: number, read: 0 | 1, kind: 1 | 2 = 2): NoticeItem => ({
  id, kind, kindName: kind === 1 ? '公告' : '站内信', category: '导出通知', title: `消息${id}`, summary: `摘要${id}`,
  publisher: '系统', top: 0, read, readTime: '', createTime: '2025-01-0' + id + ' 10:00:00',
});

const exportRecord = (id: number, status: ExportRecord['status']): ExportRecord => ({
  id, fileName: `全部资料_${id}.xlsx`, type: 3, typeName: '全部资料', status, statusName: '', rowCount: 12, size: 6360,
  error: status === 4 ? '文件生成失败' : '', createTime: '2025-01-01 10:00:00', finishTime: '', expireTime: '2025-01-04 10:00:00',
});

const threshold: HealthThreshold = {
  wearerType: 1, wearerName: '智能工牌', heartRateMin: 50, heartRateMax: 120, systolicMin: 90, systolicMax: 140,
  diastolicMin: 60, diastolicMax: 90, temperatureMin: 36, temperatureMax: 37.3, spo2Min: 94, enabled: 1, source: 2,
  sourceName: '平台默认', updatedBy: '', updateTime: '',
};

describe('system center pages', () => {
  it('R-ENT-4 站内信 pages 10 from page 1 and opens a message, which marks it read', async () => {
    const { services, center } = fakeServices();
    center.pageNotices.mockResolvedValue({ data: [notice(1, 0), notice(2, 1)], total: 2, pageNumber: 1, pageSize: 10 });
    center.unreadCounts.mockResolvedValue({ message: 1, announcement: 0, total: 1 });
    center.noticeDetail.mockResolvedValue({ ...notice(1, 1), content: '您导出的文件已生成' });
    signIn(services);
    const { router } = renderShell(services, '/center/notice');
    await screen.findByText('消息1');
    expect(center.pageNotices).toHaveBeenCalledWith({ kind: 0, read: -1, pageNumber: 1, pageSize: 10 });
    fireEvent.click(screen.getByText('消息1'));
    await screen.findByText('您导出的文件已生成');
    expect(router.state.location.pathname).toBe('/center/detail');
    expect(router.state.location.search).toBe('?id=1');
    expect(center.noticeDetail).toHaveBeenCalledWith(1);
    // Reading refreshes the unread counts.
    await waitFor(() => expect(center.unreadCounts.mock.calls.length).toBeGreaterThan(1));
  });

  it('站内信 filters unread and marks all read', async () => {
    const { services, center } = fakeServices();
    center.markAllNoticesRead.mockResolvedValue({ marked: 3 });
    signIn(services);
    renderShell(services, '/center/notice');
    await screen.findByText('暂无消息');
    fireEvent.click(screen.getByText('只看未读'));
    await waitFor(() => expect(center.pageNotices).toHaveBeenLastCalledWith({ kind: 0, read: 0, pageNumber: 1, pageSize: 10 }));
    fireEvent.click(screen.getByRole('tab', { name: /公告/ }));
    await waitFor(() => expect(center.pageNotices).toHaveBeenLastCalledWith({ kind: 1, read: 0, pageNumber: 1, pageSize: 10 }));
    fireEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await screen.findByText('已将 3 条标记为已读');
    expect(center.markAllNoticesRead).toHaveBeenCalledWith(1);
  });

  it('安全中心 checks the new password twice and sends old and new', async () => {
    const { services, user } = fakeServices();
    signIn(services);
    renderShell(services, '/center/security');
    await screen.findByText('修改密码');
    fireEvent.change(document.getElementById('oldPassword')!, { target: { value: 'admin123' } });
    fireEvent.change(document.getElementById('newPassword')!, { target: { value: 'admin456' } });
    fireEvent.change(document.getElementById('confirmPassword')!, { target: { value: 'admin457' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await screen.findByText('两次输入的密码不一致!');
    expect(user.updateUserPassword).not.toHaveBeenCalled();
    fireEvent.change(document.getElementById('confirmPassword')!, { target: { value: 'admin456' } });
    fireEvent.click(screen.getByRole('button', { name: '确认修改' }));
    await waitFor(() => expect(user.updateUserPassword).toHaveBeenCalledWith({ oldPassword: 'admin123', newPassword: 'admin456' }));
  });

  it('安全中心 saves a privacy switch and lists the account status', async () => {
    const { services, center } = fakeServices();
    signIn(services);
    renderShell(services, '/center/security');
    await screen.findByText('账号状态');
    await screen.findByText('正常');
    const remote = await screen.findByRole('switch', { name: '允许客服远程协助' });
    fireEvent.click(remote);
    await waitFor(() => expect(center.updatePrivacy).toHaveBeenCalledWith({ remoteAssist: 1 }));
  });

  it('下载中心 shows 等待 / 导出中 / 成功 / 失败, downloads finished files and starts exports', async () => {
    const { services, center } = fakeServices();
    center.listExports.mockResolvedValue({
      data: [exportRecord(4, 1), exportRecord(3, 2), exportRecord(2, 3), exportRecord(1, 4)],
      total: 4, pageNumber: 1, pageSize: 10,
    });
    signIn(services);
    renderShell(services, '/center/download');
    const table = await screen.findByRole('table');
    await within(table).findByText('全部资料_2.xlsx');
    for (const text of ['等待', '导出中', '成功', '失败']) expect(within(table).getByText(text)).toBeTruthy();
    const row = within(table).getByText('全部资料_2.xlsx').closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /下载/ }));
    expect(center.downloadExport).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    const waiting = within(table).getByText('全部资料_4.xlsx').closest('tr')!;
    expect((within(waiting).getByRole('button', { name: /下载/ }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: /导出全部资料/ }));
    await waitFor(() => expect(center.startExport).toHaveBeenCalledWith(3));
    // The shell's download tip opens with the running exports (showDownList).
    await screen.findByTestId('download-tip');
  });

  it('健康设置 shows where the thresholds come from, edits a chosen sub-group and saves a change', async () => {
    const { services, center } = fakeServices();
    const list = [threshold, { ...threshold, wearerType: 2 as const, wearerName: '智能手表' }];
    center.getHealth.mockImplementation((groupId?: number) =>
      Promise.resolve(groupId === 5 ? { groupId: 5, groupName: '一车队', list } : { groupId: 1, groupName: '车联演示代理商', list }),
    );
    center.healthGroups.mockResolvedValue([
      { groupId: 1, groupName: '车联演示代理商', parentId: 0, ownBadge: 0, ownWatch: 0 },
      { groupId: 5, groupName: '一车队', parentId: 1, ownBadge: 1, ownWatch: 0 },
    ]);
    signIn(services);
    renderShell(services, '/center/health');
    await screen.findByText('平台默认', { selector: '.ant-tag' });
    expect(await screen.findByText('已设置')).toBeTruthy();
    fireEvent.click(screen.getByText('一车队'));
    await waitFor(() => expect(center.getHealth).toHaveBeenLastCalledWith(5));
    await screen.findByText('适用单位：一车队 及其下级');
    const max = screen.getByRole('spinbutton', { name: '心率上限' });
    fireEvent.change(max, { target: { value: '130' } });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(center.updateHealth).toHaveBeenCalledWith(
        expect.objectContaining({ groupId: 5, wearerType: 1, heartRateMax: 130, heartRateMin: 50, enabled: 1 }),
      ),
    );
  });

  it('the page help lists the page’s help and marks an opened entry read', async () => {
    const { services, center } = fakeServices();
    center.pageHelp.mockResolvedValue({
      data: [{ id: 7, pageKey: '/center/download', title: '导出文件保存多久', content: '三天后自动删除', read: 0, createTime: '' }],
      total: 1, pageNumber: 1, pageSize: 20,
    });
    signIn(services);
    renderShell(services, '/center/download');
    fireEvent.click(await screen.findByRole('button', { name: /帮\s*助/ }));
    expect(center.pageHelp).toHaveBeenCalledWith({ pageKey: '/center/download', pageNumber: 1, pageSize: 20 });
    fireEvent.click(await screen.findByText('导出文件保存多久'));
    await waitFor(() => expect(center.markHelpRead).toHaveBeenCalledWith([7]));
    await act(async () => undefined);
  });
});
