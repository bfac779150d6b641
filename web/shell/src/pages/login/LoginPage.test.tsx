// Tests of the login page: screen choice, captcha, the sign-in flow and its failures.
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestError } from '@chelian/core';
import { ADMIN } from '../../test/fixtures';
import { fakeServices } from '../../test/fakeServices';
import { renderShell } from '../../test/renderShell';
import { chooseLoginScreen } from './loginStyle';

function fill(id: string, value: string): void {
  const input = document.getElementById(id) as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
}

async function submit(): Promise<void> {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: '登录' }));
  });
}

describe('login page', () => {
  it('R-ROUTE-7 picks the legacy screen only when the host is configured for it', async () => {
    expect(chooseLoginScreen({ loginStyle: 'legacy' })).toBe('legacy');
    expect(chooseLoginScreen({ loginStyle: 'new' })).toBe('new');
    expect(chooseLoginScreen(undefined)).toBe('new');

    const legacy = fakeServices({ loginPage: { title: '老平台', loginStyle: 'legacy' } });
    const first = renderShell(legacy.services, '/login');
    await screen.findByText('用户登录');
    expect(document.querySelector('[data-login-style="legacy"]')).toBeTruthy();
    expect(screen.getByText('老平台')).toBeTruthy();
    first.view.unmount();

    const fresh = fakeServices({ loginPage: { title: '', loginStyle: 'new' } });
    renderShell(fresh.services, '/login');
    await screen.findByText('账号登录');
    expect(document.querySelector('[data-login-style="new"]')).toBeTruthy();
    expect(screen.getAllByText('车联').length).toBeGreaterThan(0);
  });

  it('stores the login page info as queryUserInfo', async () => {
    const { services } = fakeServices({ loginPage: { title: 'T', chatLogo: '/chat.png', loginStyle: 'new' } });
    renderShell(services, '/login');
    await screen.findByText('账号登录');
    expect(services.storage.get('queryUserInfo')).toEqual({ title: 'T', chatLogo: '/chat.png', loginStyle: 'new' });
  });

  it('shows the captcha image (alt 验证码) and fetches a new one on click', async () => {
    const { services, auth } = fakeServices();
    renderShell(services, '/login');
    const img = await screen.findByAltText('验证码');
    expect(img.getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(document.getElementById('username')?.getAttribute('name')).toBe('username');
    expect(document.getElementById('password')?.getAttribute('name')).toBe('password');
    expect(document.getElementById('code')?.getAttribute('name')).toBe('code');
    fireEvent.click(img);
    await waitFor(() => expect(auth.getCaptcha).toHaveBeenCalledTimes(2));
  });

  it('R-SESS-1 signs in: stores sessionId, USER and navUserClient, then lands on /home', async () => {
    const { services, auth } = fakeServices();
    const { router } = renderShell(services, '/login');
    await screen.findByAltText('验证码');
    fill('username', ' admin ');
    fill('password', 'admin123');
    fill('code', 'AB12');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(auth.login).toHaveBeenCalledWith({ username: 'admin', password: 'admin123', code: 'AB12', uuid: 'uuid-1' });
    expect(JSON.parse(localStorage.getItem('main_sessionId') ?? 'null')).toBe('sid-1');
    expect(JSON.parse(localStorage.getItem('main_USER') ?? 'null')).toEqual(ADMIN);
    expect(JSON.parse(localStorage.getItem('main_navUserClient') ?? 'null')).toEqual(ADMIN);
  });

  it('hides the captcha field when the server switched it off and sends code ""', async () => {
    const { services, auth } = fakeServices({ captcha: { code: '', uuid: 'u-off', enabled: 0 } });
    const { router } = renderShell(services, '/login');
    await screen.findByText('账号登录');
    await waitFor(() => expect(auth.getCaptcha).toHaveBeenCalled());
    await waitFor(() => expect(document.getElementById('code')).toBeNull());
    expect(screen.queryByAltText('验证码')).toBeNull();
    fill('username', 'demo');
    fill('password', 'demo123');
    await submit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    expect(auth.login).toHaveBeenCalledWith({ username: 'demo', password: 'demo123', code: '', uuid: 'u-off' });
  });

  it('R-ERR-7 a failed sign-in shows the server message, clears the code and gets a new captcha', async () => {
    const { services, auth } = fakeServices({ login: new RequestError('api', { flag: 0, msg: '验证码错误或已过期' }) });
    const { router } = renderShell(services, '/login');
    await screen.findByAltText('验证码');
    fill('username', 'admin');
    fill('password', 'admin123');
    fill('code', 'ZZZZ');
    await submit();
    await screen.findByText('验证码错误或已过期');
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(auth.getCaptcha).toHaveBeenCalledTimes(2));
    expect((document.getElementById('code') as HTMLInputElement).value).toBe('');
    expect(localStorage.getItem('main_sessionId')).toBeNull();
  });

  it('asks for the missing fields before calling the server', async () => {
    const { services, auth } = fakeServices();
    renderShell(services, '/login');
    await screen.findByAltText('验证码');
    await submit();
    await screen.findByText('请输入账号');
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    expect(auth.login).not.toHaveBeenCalled();
  });
});
