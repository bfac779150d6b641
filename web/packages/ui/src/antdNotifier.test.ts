// Tests of the antd notifier mapping (toast duration, dialog buttons) with fake antd APIs.
import { describe, expect, it, vi } from 'vitest';
import { createAntdNotifier, SESSION_EXPIRED_TITLE } from './antdNotifier';

describe('antd notifier', () => {
  it('R-CONST-1 R-TOAST-1 closes toasts and opens an error toast for 3 s', () => {
    const message = { destroy: vi.fn(), open: vi.fn() };
    const modal = { confirm: vi.fn() };
    const notifier = createAntdNotifier({ message, modal } as never);
    notifier.closeToast();
    notifier.showErrorToast('出错了', { durationMs: 3000, offsetPx: 16 });
    expect(message.destroy).toHaveBeenCalledTimes(1);
    expect(message.open).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', content: '出错了', duration: 3 }));
  });

  it('R-ERR-1 asks with 去登录 and 关闭 under a session-expired title', () => {
    const message = { destroy: vi.fn(), open: vi.fn() };
    const modal = { confirm: vi.fn() };
    const onLogin = vi.fn();
    const onClose = vi.fn();
    createAntdNotifier({ message, modal } as never).showSessionExpired({ onLogin, onClose });
    const options = modal.confirm.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(options).toMatchObject({ title: SESSION_EXPIRED_TITLE, okText: '去登录', cancelText: '关闭' });
    (options.onOk as () => void)();
    (options.onCancel as () => void)();
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
