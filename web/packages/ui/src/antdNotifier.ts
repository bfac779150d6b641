// The antd side of the error funnel: error toasts through `message`, the session-expired dialog
// through `modal.confirm` with the buttons 关闭 and 去登录.
import type { Notifier } from '@chelian/core';
import type { App } from 'antd';
import { antdNotifierTexts as texts } from './texts';

type AppApi = ReturnType<typeof App.useApp>;

export const SESSION_EXPIRED_TITLE = texts.expiredTitle;
export const SESSION_EXPIRED_TEXT = texts.expiredText;
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
        okText: texts.login,
        cancelText: texts.close,
        maskClosable: false,
        keyboard: false,
        onOk: onLogin,
        onCancel: onClose,
      });
    },
  };
}
