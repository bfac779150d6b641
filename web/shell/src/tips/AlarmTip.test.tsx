// The shell's alarm tip in the whole shell with fake services and a fake live connection: enabled
// only with a signed-in user (R-PERM-3), live count and popups, voice by alarmVoiceOn (R-STORE-2),
// handled alarms leaving, the pop-up moving into the layout after 1 s (R-CONST-2).
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeAlarm } from '@chelian/core';
import { fakeServices, signIn } from '../test/fakeServices';
import { resourceTree } from '../test/fixtures';
import { renderShell } from '../test/renderShell';

const live = (id: number, enType = 'emergencyAlarm', type = '紧急报警'): RealtimeAlarm => ({
  alarmId: id, vehicleId: 7, groupId: 3, plate: '粤B12345', enType, type, speed: 60, lat: 23.01, lon: 114.34, time: `2025-01-10 08:3${id}:00`,
});

/** Notifications on screen: closed ones stay in jsdom in their leave animation. */
const shownPopups = (selector: string) => [...document.querySelectorAll(selector)].filter((el) => !el.className.includes('-leave'));

/** The real-time list's first page: `total` unhandled alarms, none of them listed. */
const page = (total: number) => ({ data: [], total, pageNumber: 1, pageSize: 50 });

/** The whole shell signed in, its tip showing `total` unhandled alarms. */
async function shellWithTip(total: number) {
  const fakes = fakeServices();
  fakes.alarm.realtime.mockResolvedValue(page(total));
  signIn(fakes.services);
  renderShell(fakes.services, '/home');
  await screen.findByRole('button', { name: `报警提示，${total} 条未处理` });
  return fakes;
}

const spoken: string[] = [];
beforeEach(() => {
  spoken.length = 0;
  class Utterance {
    lang = '';
    rate = 1;
    constructor(public text: string) {}
  }
  vi.stubGlobal('SpeechSynthesisUtterance', Utterance);
  Object.defineProperty(window, 'speechSynthesis', {
    configurable: true,
    value: { speak: (u: Utterance) => spoken.push(u.text), cancel: () => undefined },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('alarm tip', () => {
  it('R-PERM-3 is not enabled without a signed-in user, and subscribes to alarms only once signed in', async () => {
    const { services, live: socket, alarm } = fakeServices();
    const { router } = renderShell(services, '/login');
    await screen.findByText('账号登录');
    expect(screen.queryByTestId('alarm-tip-button')).toBeNull();
    expect(socket.connected()).toBe(0);
    expect(alarm.realtime).not.toHaveBeenCalled();
    signIn(services);
    await act(() => router.navigate('/home'));
    await screen.findByTestId('alarm-tip-button');
    await waitFor(() => expect(socket.connected()).toBe(1));
    expect(socket.subscriptions[0]).toEqual({ all: 1, kinds: ['alarms', 'alarmsHandled'] });
  });

  it('R-STORE-2 counts live alarms, pops them up and speaks them while alarmVoiceOn is on (default)', async () => {
    const { services, live: socket } = await shellWithTip(2);
    await waitFor(() => expect(socket.connected()).toBe(1));
    act(() => socket.push('alarms', [live(5)]));
    await screen.findByRole('button', { name: '报警提示，3 条未处理' });
    expect(await screen.findByText('车牌号：粤B12345 紧急报警')).toBeTruthy(); // the popup
    expect(spoken).toEqual(['粤 B 1 2 3 4 5 紧急报警']);
    // The same alarm again changes nothing.
    act(() => socket.push('alarms', [live(5)]));
    expect(screen.getByRole('button', { name: '报警提示，3 条未处理' })).toBeTruthy();
    // Voice off: counted and shown, not spoken.
    fireEvent.click(screen.getByTestId('alarm-tip-button'));
    await screen.findByRole('switch', { name: '语音播报' });
    // The popover may re-render its content while opening; click the switch shown now until it is off.
    await waitFor(() => {
      const voice = screen.getByRole('switch', { name: '语音播报' });
      if (voice.getAttribute('aria-checked') === 'true') fireEvent.click(voice);
      expect(services.storage.get('alarmVoiceOn')).toBe(false);
    });
    act(() => socket.push('alarms', [live(6, 'overSpeed', '超速报警')]));
    await screen.findByRole('button', { name: '报警提示，4 条未处理' });
    expect(spoken).toHaveLength(1);
  });

  it('pop-ups never pile up: two on screen under the header, the rest counted in one line (#30 item 3)', async () => {
    vi.stubGlobal('innerHeight', 1080);
    const { live: socket } = await shellWithTip(0);
    await waitFor(() => expect(socket.connected()).toBe(1));
    act(() => socket.push('alarms', [live(1), live(2)]));
    await waitFor(() => expect(shownPopups('[data-testid="alarm-popup"]')).toHaveLength(2));
    act(() => socket.push('alarms', [live(3)]));
    act(() => socket.push('alarms', [live(4), live(5), live(6), live(7), live(8)]));
    await screen.findByRole('button', { name: '报警提示，8 条未处理' });
    // Two pop-ups (the newest) and the summary of the six others; all of them top right.
    await screen.findByText('另有 6 条新报警');
    await waitFor(() => expect(shownPopups('[data-testid="alarm-popup"]')).toHaveLength(2));
    expect(shownPopups('.ant-notification-bottomRight .ant-notification-notice')).toHaveLength(0);
    expect(shownPopups('.ant-notification-topRight .ant-notification-notice').length).toBeLessThanOrEqual(3);
  });

  it('opening the tip puts its pop-ups away, and none pops up over it while it is open', async () => {
    vi.stubGlobal('innerHeight', 1080);
    const { live: socket } = await shellWithTip(0);
    await waitFor(() => expect(socket.connected()).toBe(1));
    act(() => socket.push('alarms', [live(1), live(2), live(3)]));
    await screen.findByText('另有 1 条新报警');
    await waitFor(() => expect(shownPopups('[data-testid="alarm-popup"]')).toHaveLength(2));
    fireEvent.click(screen.getByTestId('alarm-tip-button'));
    await screen.findByTestId('alarm-tip');
    await waitFor(() => expect(shownPopups('[data-testid="alarm-popup"], [data-testid="alarm-popup-more"]')).toHaveLength(0));
    // Pushed while the list is open: listed, counted and spoken, not popped up.
    const spokenBefore = spoken.length;
    act(() => socket.push('alarms', [live(4)]));
    await screen.findByRole('button', { name: '报警提示，4 条未处理' });
    await waitFor(() => expect(within(screen.getByTestId('alarm-tip')).getAllByText(/粤B12345/)).toHaveLength(4));
    expect(shownPopups('[data-testid="alarm-popup"]')).toHaveLength(0);
    expect(spoken).toHaveLength(spokenBefore + 1);
  });

  it('keeps one pop-up and the summary on a 768 px high screen, above the alarm panel (#30 item 3)', async () => {
    vi.stubGlobal('innerHeight', 768);
    const { live: socket } = await shellWithTip(0);
    await waitFor(() => expect(socket.connected()).toBe(1));
    act(() => socket.push('alarms', [live(1), live(2), live(3)]));
    await screen.findByText('另有 2 条新报警');
    await waitFor(() => expect(shownPopups('[data-testid="alarm-popup"]')).toHaveLength(1));
  });

  it('reloads when the push is subscribed again: an alarm raised during a drop is counted', async () => {
    const { live: socket, alarm } = await shellWithTip(1);
    act(() => socket.status('closed'));
    alarm.realtime.mockResolvedValue({ data: [live(7)], total: 2, pageNumber: 1, pageSize: 10 });
    act(() => socket.status('open'));
    await screen.findByRole('button', { name: '报警提示，2 条未处理' });
    fireEvent.click(screen.getByTestId('alarm-tip-button'));
    expect(await within(await screen.findByTestId('alarm-tip')).findByText('车牌号：粤B12345')).toBeTruthy();
  });

  it('types whose push settings turn popup and voice off stay quiet', async () => {
    const { services, live: socket, alarm } = fakeServices();
    alarm.listPush.mockResolvedValue({
      groupId: 1, groupName: 'g', smtpReady: 0, smsProvider: 'log', targets: { emails: '', phones: '', webhookUrl: '', webhookSecret: '' },
      data: [{ enType: 'shockAlarm', type: '震动报警', kind: 'device', origin: 2, popup: 0, voice: 0, email: 0, sms: 0, webhook: 0 }],
    });
    signIn(services);
    renderShell(services, '/home');
    await waitFor(() => expect(alarm.listPush).toHaveBeenCalled());
    await waitFor(() => expect(socket.connected()).toBe(1));
    await act(() => new Promise((r) => setTimeout(r, 50))); // the push settings arrive
    act(() => socket.push('alarms', [live(8, 'shockAlarm', '震动报警')]));
    await screen.findByRole('button', { name: '报警提示，1 条未处理' });
    expect(screen.queryByText('车牌号：粤B12345 震动报警')).toBeNull();
    expect(spoken).toEqual([]);
  });

  it('handled alarms leave the list: from the tip, or announced by the server', async () => {
    const { services, live: socket, alarm } = fakeServices();
    alarm.realtime.mockResolvedValue({ data: [live(1), live(2, 'overSpeed', '超速报警')], total: 2, pageNumber: 1, pageSize: 50 });
    signIn(services);
    renderShell(services, '/home');
    await screen.findByRole('button', { name: '报警提示，2 条未处理' });
    fireEvent.click(screen.getByTestId('alarm-tip-button'));
    await screen.findByTestId('alarm-tip');
    // The popover may re-render its content while opening: click the 处理 shown now until the dialog opens.
    await waitFor(() => {
      fireEvent.click(within(screen.getByTestId('alarm-tip')).getAllByRole('button', { name: '处理' })[0] as HTMLElement);
      expect(screen.getByText('输入信息')).toBeTruthy();
    });
    const dialog = screen.getAllByRole('dialog', { hidden: true }).find((d) => d.textContent?.includes('输入信息')) as HTMLElement;
    fireEvent.click(within(dialog).getByLabelText('误报'));
    fireEvent.change(within(dialog).getByLabelText('联系人'), { target: { value: '张三' } });
    fireEvent.change(within(dialog).getByLabelText('联系电话'), { target: { value: '13800000000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await screen.findByRole('button', { name: '报警提示，1 条未处理' });
    expect(alarm.processAlarm).toHaveBeenCalledWith({
      result: 2, contact: '张三', contactNumber: '13800000000', remark: '',
      obj: [{ alarmId: 2, groupId: 3, vehicleId: 7, alarmType: '超速报警' }],
    });
    act(() => socket.push('alarmsHandled', [{ alarmId: 2 }])); // the server echoes it: counted once
    act(() => socket.push('alarmsHandled', [{ alarmId: 1 }])); // handled on another console
    await screen.findByRole('button', { name: '报警提示，0 条未处理' });
    // 处理 closed the tip: opened again, it is empty.
    fireEvent.click(screen.getByTestId('alarm-tip-button'));
    await waitFor(() => expect(within(screen.getByTestId('alarm-tip')).getByText('暂无未处理报警')).toBeTruthy());
  });

  it('处理 closes the tip before the dialog opens, which shows the street address and the group (#30 item 5)', async () => {
    const { services, alarm } = fakeServices();
    const getGeo = vi.fn(() => Promise.resolve({ flag: 1, obj: [{ index: 0, address: '广东省深圳市南山区科技南路' }] }));
    Object.assign(services.http, { postJson: getGeo });
    alarm.realtime.mockResolvedValue({ data: [{ ...live(1), groupName: '一车队' }], total: 1, pageNumber: 1, pageSize: 50 });
    signIn(services);
    renderShell(services, '/home');
    await screen.findByRole('button', { name: '报警提示，1 条未处理' });
    fireEvent.click(screen.getByTestId('alarm-tip-button'));
    await screen.findByTestId('alarm-tip');
    // The popover may re-render its content while opening: click the 处理 shown now until the dialog opens.
    await waitFor(() => {
      fireEvent.click(within(screen.getByTestId('alarm-tip')).getAllByRole('button', { name: '处理' })[0] as HTMLElement);
      expect(screen.getByText('输入信息')).toBeTruthy();
    });
    // The tip's popover is closed (hidden or gone), so nothing of it lies over the dialog.
    await waitFor(() => expect(document.querySelector('.ant-popover:not(.ant-popover-hidden) [data-testid="alarm-tip"]')).toBeNull());
    await screen.findByText('广东省深圳市南山区科技南路');
    expect(screen.getByText('一车队')).toBeTruthy();
    expect(getGeo).toHaveBeenCalledWith('/car/v4/api/address/baidu/getGeo.json', expect.objectContaining({ coordType: 'wgs84' }), { silent: true });
  });

  it('names a person’s alarm with the card’s words in the pop-up, the tip and the dialog (D157)', async () => {
    const { services, live: socket, alarm } = fakeServices();
    const person = { ...live(1), plate: '张三', groupName: '保洁组', kind: 2 };
    alarm.realtime.mockResolvedValue({ data: [person], total: 1, pageNumber: 1, pageSize: 50 });
    signIn(services);
    renderShell(services, '/home');
    await screen.findByRole('button', { name: '报警提示，1 条未处理' });
    await waitFor(() => expect(socket.connected()).toBe(1));
    act(() => socket.push('alarms', [{ ...person, alarmId: 2, plate: '李四', kind: 2 }]));
    expect(await screen.findByText('姓名：李四 紧急报警')).toBeTruthy(); // the pop-up, without a speed
    expect(screen.getByText('2025-01-10 08:31:00')).toBeTruthy();
    expect(screen.queryByText(/km\/h/)).toBeNull();
    fireEvent.click(screen.getByTestId('alarm-tip-button'));
    const tip = await screen.findByTestId('alarm-tip');
    expect(await within(tip).findByText('姓名：张三')).toBeTruthy();
    expect(within(tip).getAllByText(/所属分组：保洁组/).length).toBeGreaterThan(0);
    expect(within(tip).queryByText(/车牌号|车组/)).toBeNull();
    await waitFor(() => {
      fireEvent.click(within(screen.getByTestId('alarm-tip')).getAllByRole('button', { name: '处理' })[1] as HTMLElement);
      expect(screen.getByText('输入信息')).toBeTruthy();
    });
    const dialog = screen.getAllByRole('dialog', { hidden: true }).find((d) => d.textContent?.includes('输入信息')) as HTMLElement;
    expect(within(dialog).getByText('姓名')).toBeTruthy();
    expect(within(dialog).getByText('所属分组')).toBeTruthy();
    expect(within(dialog).queryByText('车牌号')).toBeNull();
  });

  it('查看全部 opens the monitor of the alarms’ kind when the user holds its app, the car’s otherwise (D157)', async () => {
    for (const [apps, path] of [[['car', 'card'], '/card/monitor'], [['car'], '/car/monitor']] as const) {
      const { services, alarm } = fakeServices({ resources: resourceTree([...apps]) });
      alarm.realtime.mockResolvedValue({ data: [{ ...live(1), plate: '张三', kind: 2 }], total: 1, pageNumber: 1, pageSize: 50 });
      signIn(services);
      const { router, view } = renderShell(services, '/home');
      await screen.findByRole('button', { name: '报警提示，1 条未处理' });
      await waitFor(() => expect(services.permissions.hasMenu(9008)).toBe(true));
      fireEvent.click(screen.getByTestId('alarm-tip-button'));
      await screen.findByTestId('alarm-tip');
      await waitFor(() => {
        if (router.state.location.pathname === '/home')
          fireEvent.click(within(screen.getByTestId('alarm-tip')).getByRole('button', { name: '查看全部（监控中心）' }));
        expect(router.state.location.pathname).toBe(path);
      });
      view.unmount();
    }
  });

  it('R-CONST-2 its pop-up moves into the layout after 1 s', async () => {
    const { services } = fakeServices();
    signIn(services);
    renderShell(services, '/home');
    const button = await screen.findByTestId('alarm-tip-button');
    await waitFor(() => expect(document.getElementById('chelian-tip-host')).not.toBeNull());
    await act(() => new Promise((r) => setTimeout(r, 1100)));
    fireEvent.click(button);
    const tip = await screen.findByTestId('alarm-tip');
    expect(document.getElementById('chelian-tip-host')?.contains(tip)).toBe(true);
  });
});
