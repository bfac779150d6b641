// The antd side of the error funnel: error toasts through `message`, the session-expired dialog
// through `modal.confirm` with the buttons 关闭 and 去登录.
import type { Notifier } from '@chelian/core';
import type { App } from 'antd';

type AppApi = ReturnType<typeof App.useApp>;

export const SESSION_EXPIRED_TITLE = '登录已过期';
export const SESSION_EXPIRED_TEXT = '您的登录已过期或在别处退出，请重新登录。';
export const TOAST_KEY = 'chelian-error-toast';

export function createAntdNotifier(api: Pick<AppApi, 'message' | 'modal'>): Notifier {
  return {
    closeToast() {
      api.message.destroy();
    },
    showErrorToast(msg, options) {
      void api.message.open({ key: TOAST_KEY, type: 'error', content: msg, duration: options.durationMs / 1000 });
    },
    showSessionExpired({ onClose, onLogin }) {
      api.modal.confirm({
        title: SESSION_EXPIRED_TITLE,
        content: SESSION_EXPIRED_TEXT,
        okText: '去登录',
        cancelText: '关闭',
        maskClosable: false,
        keyboard: false,
        onOk: onLogin,
        onCancel: onClose,
      });
    },
  };
}
