// The SMS sign-in of the login page and the token sign-in of /checkLogin for embedding systems.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestError } from '@chelian/core';
import { fakeServices } from '../../test/fakeServices';
import { renderShell } from '../../test/renderShell';
import { safeRedirect } from '../check-login/CheckLoginPage';

describe('SMS and token sign-in', () => {
  it('R-SESS-1 signs in with a phone and an SMS code, then stores the session and opens /home', { timeout: 60_000 }, async () => {
    const { services, center } = fakeServices();
    const { router } = renderShell(services, '/login');
    fireEvent.click(await screen.findByRole('tab', { name: '短信登录' }));
    fireEvent.change(document.getElementById('smsPhone')!, { target: { value: '13900001111' } });
    fireEvent.change(document.getElementById('smsCaptcha')!, { target: { value: 'AB12' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(center.sendLoginSms).toHaveBeenCalledWith({ phone: '13900001111', code: 'AB12', uuid: 'uuid-1' }));
    await screen.findByRole('button', { name: /秒后重发/ });
    fireEvent.change(document.getElementById('smsCode')!, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(center.phoneAuth).toHaveBeenCalledWith({ phone: '13900001111', code: '123456' });
    expect(window.localStorage.getItem('main_sessionId')).toBe('"sid-sms"');
  });

  it('R-ERR-7 a phone bound to no account shows the server message instead of failing silently (#30 item 8)', async () => {
    const { services, center } = fakeServices();
    center.sendLoginSms.mockRejectedValueOnce(new RequestError('api', { flag: 0, msg: '该手机号未绑定任何账号' }));
    renderShell(services, '/login');
    fireEvent.click(await screen.findByRole('tab', { name: '短信登录' }));
    fireEvent.change(document.getElementById('smsPhone')!, { target: { value: '13900009999' } });
    fireEvent.change(document.getElementById('smsCaptcha')!, { target: { value: 'AB12' } });
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    await screen.findByText('该手机号未绑定任何账号');
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeTruthy();
    expect((document.getElementById('smsCaptcha') as HTMLInputElement).value).toBe('');
  });

  it('R-ERR-7 a refused SMS code shows the server message and stays on the login page', async () => {
    const { services, center } = fakeServices();
    center.phoneAuth.mockRejectedValueOnce(new RequestError('api', { flag: 0, msg: '验证码错误或已过期' }));
    const { router } = renderShell(services, '/login');
    fireEvent.click(await screen.findByRole('tab', { name: '短信登录' }));
    fireEvent.change(document.getElementById('smsPhone')!, { target: { value: '13900001111' } });
    fireEvent.change(document.getElementById('smsCode')!, { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    await screen.findByText('验证码错误或已过期');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks which account to enter when the phone is bound to several', async () => {
    const { services, center } = fakeServices();
    center.phoneAuth.mockResolvedValueOnce({
      authToken: 't-1',
      accounts: [
        { userId: 1, username: 'admin', name: '平台管理员', groupName: '车联' },
        { userId: 2, username: 'demo', name: '顺达调度员', groupName: '顺达物流有限公司' },
      ],
    });
    const { router } = renderShell(services, '/login');
    fireEvent.click(await screen.findByRole('tab', { name: '短信登录' }));
    fireEvent.change(document.getElementById('smsPhone')!, { target: { value: '13900001111' } });
    fireEvent.change(document.getElementById('smsCode')!, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    const select = await screen.findByRole('combobox', { name: '选择账号' });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('顺达调度员（demo，顺达物流有限公司）'));
    fireEvent.click(screen.getByRole('button', { name: /^登\s*录$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(center.phoneAuth).toHaveBeenLastCalledWith({ authToken: 't-1', userId: 2 });
  });

  it('R-ROUTE-4 /checkLogin with an embedding client’s session signs in and opens the redirect', async () => {
    const { services, center } = fakeServices();
    services.storage.set('themeValue', 'greenTheme');
    const { router } = renderShell(services, '/checkLogin?sessionId=tok-1&redirect=/center/notice');
    await waitFor(() => expect(router.state.location.pathname).toBe('/center/notice'));
    expect(window.localStorage.getItem('main_sessionId')).toBe('"tok-1"');
    expect(window.localStorage.getItem('main_themeValue')).toBeNull();
    expect(center.tokenConfig).toHaveBeenCalled();
    await act(async () => undefined);
  });

  it('only same-site paths may follow a token sign-in', () => {
    expect(safeRedirect('/car/monitor')).toBe('/car/monitor');
    expect(safeRedirect('//evil.example/x')).toBeUndefined();
    expect(safeRedirect('https://evil.example')).toBeUndefined();
    expect(safeRedirect(null)).toBeUndefined();
  });
});
