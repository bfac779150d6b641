// Tests of the console's antd root: Chinese, the prebuilt styles with the theme as variables, and
// the antd side of the error funnel (toasts and the session-expired dialog).
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { RequestError, reportError } from '@chelian/core';
import { ConsoleProviders } from './ConsoleProviders';

function mount(goLogin = vi.fn()) {
  render(
    <ConsoleProviders goLogin={goLogin}>
      <DatePicker open={false} placeholder={undefined} />
    </ConsoleProviders>,
  );
  return goLogin;
}

describe('console providers', () => {
  it('R-APP-4 speaks Chinese: antd zh-CN and dayjs zh-cn', () => {
    mount();
    expect(dayjs.locale()).toBe('zh-cn');
    expect(screen.getByPlaceholderText('请选择日期')).toBeTruthy();
  });

  it('writes no component style rules while rendering, only the theme as CSS variables (issue 28)', () => {
    render(
      <ConsoleProviders goLogin={vi.fn()} theme={{ token: { colorPrimary: '#1668dc' } }}>
        <Button type="primary">确定</Button>
      </ConsoleProviders>,
    );
    expect(screen.getByRole('button').className).toContain('ant-btn-primary');
    // What is written at run time sets variables, apart from the icons' sheet and its spin (antd writes
    // them in any mode); no component's rules.
    const written = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').filter((text) => !/anticon|loadingCircle/.test(text));
    expect(written.join('\n')).toContain('--ant-color-primary:#1668dc');
    const declarations = written.flatMap((text) => [...text.matchAll(/\{([^{}]*)\}/g)].flatMap((m) => (m[1] ?? '').split(';').map((d) => d.trim()).filter(Boolean)));
    expect(declarations.length).toBeGreaterThan(0);
    expect(declarations.filter((d) => !d.startsWith('--'))).toEqual([]);
  });

  it('R-ERR-7 R-TOAST-1 shows the error message as a toast, one at a time', async () => {
    mount();
    act(() => reportError(new RequestError('api', { msg: '第一个错误' })));
    await screen.findByText('第一个错误');
    act(() => reportError(new RequestError('api', { msg: '第二个错误' })));
    await screen.findByText('第二个错误');
    await waitFor(() => expect(screen.queryByText('第一个错误')).toBeNull());
    expect(document.querySelectorAll('.ant-message-notice')).toHaveLength(1);
  });

  it('R-ERR-1 a 4010 shows one session-expired dialog with 关闭 and 去登录; 去登录 goes to the login page', async () => {
    const goLogin = mount();
    act(() => {
      reportError(new RequestError('session', { flag: 4010, msg: '登陆超时!' }));
      reportError(new RequestError('session', { flag: 4010, msg: '登陆超时!' }));
    });
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getAllByText('登录已过期').length).toBeGreaterThan(0);
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '关闭' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '去登录' }));
    await waitFor(() => expect(goLogin).toHaveBeenCalledTimes(1));
  });
});
