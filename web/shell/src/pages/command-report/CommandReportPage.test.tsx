// 命令下发报表 in the whole shell with fake services: the header has its button, rows show each
// command's result, a photo opens in the image viewer (R-DLG-3) and 上下行记录 pins its time.
// (Text and label queries: role queries are very slow over antd tables in jsdom.)
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CommandApi, CommandRecord, ResourceNode } from '@chelian/core';
import { fakeServices, signIn } from '../../test/fakeServices';
import { resourceTree } from '../../test/fixtures';
import { renderShell } from '../../test/renderShell';

function withReport(): ResourceNode[] {
  const [root] = resourceTree(['car']);
  return [{ ...root!, children: [...(root!.children ?? []), { id: 4004, name: '命令下发报表', type: 2, path: '/commandReport', children: [] }] }];
}

const record = (id: number, extra: Partial<CommandRecord>): CommandRecord => ({
  id, uuid: `u${id}`, vehicleId: 5, groupId: 3, plate: '粤BD1000', groupName: '一车队', terminalNo: '13800000001', userName: 'demo',
  createTime: '2026-01-01 10:00:00', sendTime: '2026-01-01 10:00:00', replyTime: '', commandType: 'LOCATE', commandId: '立即定位',
  commandMsg: '', status: 2, result: '成功', resultMsg: '终端已应答', replyText: '位置: 已定位', mediaIds: '', ...extra,
});

describe('命令下发报表', () => {
  it('R-DLG-3 lists commands with their results and opens a photo taken on command in the image viewer', async () => {
    const { services } = fakeServices({ resources: withReport() });
    const commands = services.commands as unknown as { [K in keyof CommandApi]: ReturnType<typeof vi.fn> };
    commands.pageReport.mockResolvedValue({
      data: [record(2, { commandType: 'PHOTO', commandId: '拍照', resultMsg: '照片已上传', mediaIds: '7' }), record(1, {})],
      total: 2, pageNumber: 1, pageSize: 100,
    });
    commands.photoUrls.mockReturnValue(['/car/v1/api/audioImage/getImageFile.json?vehicleId=5&fileId=7&sessionId=sid-1']);
    signIn(services);
    renderShell(services, '/commandReport');
    const photoRow = (await screen.findByText('照片已上传')).closest('tr')!;
    expect(document.querySelector('header button[aria-label="命令下发报表"]')).not.toBeNull();
    expect(within(photoRow).getByText('拍照')).toBeTruthy();
    expect(within(photoRow).getByText('成功')).toBeTruthy();
    fireEvent.click(within(photoRow).getByText('查看照片'));
    const viewer = await screen.findByTestId('image-viewer-backdrop');
    expect(viewer.querySelector('img')?.getAttribute('src')).toContain('fileId=7');
    expect(commands.photoUrls).toHaveBeenCalledWith(5, '7', 'sid-1');
  });

  it('上下行记录 keeps the time of its first page while paging', async () => {
    const { services } = fakeServices({ resources: withReport() });
    const commands = services.commands as unknown as { [K in keyof CommandApi]: ReturnType<typeof vi.fn> };
    const line = { plate: '粤BD1000', vehicleId: 5, time: '2026-01-01 10:00:01', commandType: '立即定位(应答)', commandMsg: '位置', direction: 2, commandId: 1 };
    commands.pageTextUp.mockResolvedValue({ data: { time: '2026-01-01 10:05:00', data: Array.from({ length: 100 }, (_, i) => ({ ...line, commandId: i })) }, total: 150, pageNumber: 1, pageSize: 100 });
    signIn(services);
    renderShell(services, '/commandReport');
    fireEvent.click(await screen.findByText('上下行记录'));
    await screen.findByText('截至 2026-01-01 10:05:00');
    expect(commands.pageTextUp).toHaveBeenCalledWith({ pageNumber: 1, pageSize: 100 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(commands.pageTextUp).toHaveBeenCalledWith({ pageNumber: 2, pageSize: 100, time: '2026-01-01 10:05:00' }));
  });
});
