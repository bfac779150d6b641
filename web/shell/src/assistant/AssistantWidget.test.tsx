// The assistant widget in the whole shell: only with a signed-in user (R-PERM-3), 30 px from the
// right (R-CONST-2), FAQ prompts answered (R-APP-5), quick actions run through the messages (R-QA-*).
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onMessage } from '@chelian/core';
import { fakeServices, signIn } from '../test/fakeServices';
import { renderShell } from '../test/renderShell';

const car = { vehicleId: 11, plate: '粤B12345', terminalNo: '13800000001', groupName: '一车队' };

describe('assistant widget', () => {
  const offs: (() => void)[] = [];
  afterEach(() => offs.splice(0).forEach((off) => off()));

  it('R-PERM-3 R-CONST-2 is absent signed out and docked 30 px from the right once signed in', async () => {
    const { services, assistant } = fakeServices();
    const { router } = renderShell(services, '/login');
    await screen.findByText('账号登录');
    expect(screen.queryByRole('button', { name: '车联小助手' })).toBeNull();
    expect(assistant.getConfig).not.toHaveBeenCalled();
    signIn(services);
    await act(() => router.navigate('/home'));
    await screen.findByRole('button', { name: '车联小助手' });
    expect(screen.getByTestId('assistant-dock').style.right).toBe('30px');
  });

  it('R-APP-5 a clicked prompt asks by its FAQ id and shows the answer', async () => {
    const { services, assistant } = fakeServices();
    assistant.chat.mockResolvedValueOnce({ kind: 'faq', text: '常见原因：长时间停放。', faqId: 8, vehicles: [], suggestions: [] });
    signIn(services);
    renderShell(services, '/home');
    fireEvent.click(await screen.findByRole('button', { name: '车联小助手' }));
    fireEvent.click(await screen.findByRole('button', { name: '设备离线是什么原因？' }));
    expect(await screen.findByText('常见原因：长时间停放。')).toBeTruthy();
    expect(assistant.chat).toHaveBeenCalledWith('设备离线是什么原因？', 8);
  });

  it('R-QA-1 an action reply opens playback at once; R-QA-2 a chosen action opens the dialog', async () => {
    const goPage = vi.fn();
    const vehInfo = vi.fn();
    offs.push(onMessage('goPage', goPage), onMessage('showVehInfo', vehInfo));
    const { services, assistant } = fakeServices();
    assistant.chat
      .mockResolvedValueOnce({ kind: 'action', text: '正在为您打开', action: 'track', actionLabel: '轨迹回放', vehicles: [car], suggestions: [] })
      .mockResolvedValueOnce({
        kind: 'chooseAction',
        text: '找到车辆「粤B12345」，您想查看：',
        vehicles: [car],
        actions: [{ action: 'location', label: '实时位置' }],
        suggestions: [],
      });
    signIn(services);
    renderShell(services, '/home');
    fireEvent.click(await screen.findByRole('button', { name: '车联小助手' }));
    const input = await screen.findByRole('textbox', { name: '输入问题' });
    fireEvent.change(input, { target: { value: '粤B12345 轨迹' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    await waitFor(() => expect(goPage).toHaveBeenCalledWith({ path: '/car/playback', query: { vehicleId: 11, plate: '粤B12345', urlType: 'blank' }, newTab: true }));
    fireEvent.change(input, { target: { value: '粤B12345' } });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter', keyCode: 13 });
    fireEvent.click(await screen.findByRole('button', { name: '实时位置' }));
    expect(vehInfo).toHaveBeenCalledWith({ vehicleId: 11, tab: 'follow' });
    expect(screen.getByText('已为您打开「粤B12345」的实时位置。')).toBeTruthy();
  });

  it('R-APP-5 a language-model answer is shown as it is written, then with the FAQ entries it cites', async () => {
    const { services, assistant } = fakeServices();
    const sources = [{ id: 7, topic: '定位上传慢', question: '定位上传慢、位置更新不及时怎么办？' }];
    assistant.chat.mockResolvedValueOnce({ kind: 'llm', text: '', streamId: 's1', sources, vehicles: [], suggestions: [] });
    assistant.readStream
      .mockResolvedValueOnce({ text: '上报间隔', next: 12, done: 0, failed: 0, citations: [] })
      .mockResolvedValueOnce({ text: '可以缩短【FAQ 7】', next: 40, done: 1, failed: 0, citations: sources });
    signIn(services);
    renderShell(services, '/home');
    fireEvent.click(await screen.findByRole('button', { name: '车联小助手' }));
    const input = await screen.findByRole('textbox', { name: '输入问题' });
    fireEvent.change(input, { target: { value: '位置半天才变一次' } });
    fireEvent.click(screen.getByRole('button', { name: /发\s*送/ }));
    expect(await screen.findByText('上报间隔', { exact: false })).toBeTruthy();
    const cited = await screen.findByRole('button', { name: '常见问题 7·定位上传慢' }, { timeout: 3000 });
    expect(screen.getByText('上报间隔可以缩短【FAQ 7】')).toBeTruthy();
    expect(assistant.readStream).toHaveBeenNthCalledWith(2, 's1', 12);
    fireEvent.click(cited);
    await waitFor(() => expect(assistant.chat).toHaveBeenLastCalledWith('定位上传慢、位置更新不及时怎么办？', 7));
  });
});
