// Tests of the error funnel: message choice, one toast at a time, one session dialog at a time.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RequestError } from './errors';
import { SESSION_DIALOG_OWNER_KEY, errorMessage, installErrorFunnel, reportError, sessionStarted, whileSigningOut, type Notifier } from './funnel';

function fakeNotifier() {
  const calls: string[] = [];
  let actions: { onClose(): void; onLogin(): void } | undefined;
  const notifier: Notifier = {
    closeToast: () => calls.push('close'),
    showErrorToast: (msg, o) => calls.push(`toast:${msg}:${o.durationMs}:${o.offsetPx}`),
    showSessionExpired: (a) => {
      calls.push('dialog');
      actions = a;
    },
  };
  return { notifier, calls, actions: () => actions };
}

describe('error funnel', () => {
  let fake: ReturnType<typeof fakeNotifier>;
  let goLogin: ReturnType<typeof vi.fn<() => void>>;
  beforeEach(() => {
    fake = fakeNotifier();
    goLogin = vi.fn<() => void>();
    installErrorFunnel({ notifier: fake.notifier, goLogin });
    sessionStarted();
  });

  it('R-ERR-7 R-CONST-1 shows an error toast with the msg for 3000 ms at offset 16', () => {
    reportError(new RequestError('code', { msg: '参数错误' }));
    expect(fake.calls).toEqual(['close', 'toast:参数错误:3000:16']);
  });

  it('R-ERR-5 shows 网络异常 when the failure has no message', () => {
    reportError(new RequestError('transport'));
    reportError(new Error('Network Error'));
    reportError(undefined);
    expect(fake.calls.filter((c) => c.startsWith('toast'))).toEqual([
      'toast:网络异常:3000:16',
      'toast:网络异常:3000:16',
      'toast:网络异常:3000:16',
    ]);
  });

  it("R-ERR-5 prefers the error's data message", () => {
    reportError(new RequestError('transport', { msg: 'outer', response: { status: 500, headers: {}, data: { msg: '服务器忙' } } }));
    reportError({ msg: 'plain', data: { msg: '数据里的消息' } });
    expect(errorMessage({ msg: '仅有msg' })).toBe('仅有msg');
    expect(fake.calls.filter((c) => c.startsWith('toast'))).toEqual(['toast:服务器忙:3000:16', 'toast:数据里的消息:3000:16']);
  });

  it('R-TOAST-1 closes the previous toast before showing the next', () => {
    reportError(new RequestError('api', { msg: 'a' }));
    reportError(new RequestError('api', { msg: 'b' }));
    expect(fake.calls).toEqual(['close', 'toast:a:3000:16', 'close', 'toast:b:3000:16']);
  });

  it('shows each error once even when reported twice', () => {
    const error = new RequestError('api', { msg: 'once' });
    reportError(error);
    reportError(error);
    expect(fake.calls.filter((c) => c.startsWith('toast'))).toHaveLength(1);
  });

  it('R-ERR-1 4010 opens one session-expired dialog at a time; 去登录 goes to the login page', () => {
    reportError(new RequestError('session', { flag: 4010, msg: '登陆超时!' }));
    reportError(new RequestError('session', { flag: 4010, msg: '登陆超时!' }));
    expect(fake.calls).toEqual(['dialog']);
    fake.actions()?.onLogin();
    expect(goLogin).toHaveBeenCalledTimes(1);
    reportError(new RequestError('session', { flag: 4010 }));
    expect(fake.calls).toEqual(['dialog', 'dialog']);
    fake.actions()?.onClose();
    expect(goLogin).toHaveBeenCalledTimes(1);
  });

  it('R-ERR-1 关闭 keeps the dialog closed for the rest of the session (#30 item 1: it came back at every refresh)', () => {
    reportError(new RequestError('session', { flag: 4010 }));
    fake.actions()?.onClose();
    reportError(new RequestError('session', { flag: 4010 }));
    reportError(new RequestError('session', { flag: 4010 }));
    expect(fake.calls).toEqual(['dialog']);
    sessionStarted(); // signed in again: a later expiry is reported
    reportError(new RequestError('session', { flag: 4010 }));
    expect(fake.calls).toEqual(['dialog', 'dialog']);
  });

  it('R-ERR-1 a sub-app inside the shell hands its 4010 to the shell: one dialog for the page (#30 item 1)', () => {
    const shellDialog = vi.fn();
    const slot = globalThis as unknown as Record<string, unknown>;
    slot[SESSION_DIALOG_OWNER_KEY] = shellDialog; // the shell's funnel, another bundle's copy of this module
    try {
      reportError(new RequestError('session', { flag: 4010 }));
      reportError(new RequestError('session', { flag: 4010 }));
      expect(shellDialog).toHaveBeenCalledTimes(2);
      expect(fake.calls).toEqual([]);
    } finally {
      slot[SESSION_DIALOG_OWNER_KEY] = undefined;
    }
  });

  it('the owning funnel offers its dialog and takes it back', () => {
    const release = installErrorFunnel({ notifier: fake.notifier, goLogin, ownsSessionDialog: true });
    const slot = globalThis as unknown as Record<string, unknown>;
    expect(typeof slot[SESSION_DIALOG_OWNER_KEY]).toBe('function');
    reportError(new RequestError('session', { flag: 4010 }));
    expect(fake.calls).toEqual(['dialog']);
    release();
    expect(slot[SESSION_DIALOG_OWNER_KEY]).toBeUndefined();
  });

  it('R-ERR-1 a 4010 arriving on the login page (a call still in flight at sign-out) opens no dialog', () => {
    let onLogin = true;
    installErrorFunnel({ notifier: fake.notifier, goLogin, onLoginPage: () => onLogin });
    reportError(new RequestError('session', { flag: 4010, msg: '登陆超时!' }));
    expect(fake.calls).toEqual([]);
    onLogin = false;
    reportError(new RequestError('session', { flag: 4010, msg: '登陆超时!' }));
    expect(fake.calls).toEqual(['dialog']);
  });

  it('R-ERR-1 a 4010 while signing out opens no dialog; afterwards it does again', async () => {
    await whileSigningOut(async () => {
      reportError(new RequestError('session', { flag: 4010 }));
      await Promise.resolve();
      reportError(new RequestError('session', { flag: 4010 }));
    });
    expect(fake.calls).toEqual([]);
    reportError(new RequestError('session', { flag: 4010 }));
    expect(fake.calls).toEqual(['dialog']);
  });
});
