// Providers every console app renders once at its root: antd in zh-CN (ConfigProvider + dayjs
// locale) with its styles from antd's prebuilt sheet, the antd App context with the toast settings
// of §9, and the error funnel wired to it. Notifications (alarm pop-ups, command results) stay below
// dialogs and popovers, at most three at once, under the header (#30 item 3).
import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
// Every component's rules, built with antd: no page writes style rules while it renders (issue 28).
import 'antd/dist/antd.css';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { LOGIN_PATH, TOAST_DURATION_MS, TOAST_OFFSET_PX, installErrorFunnel } from '@chelian/core';
import { createAntdNotifier } from './antdNotifier';

dayjs.locale('zh-cn');

function FunnelBridge({ goLogin, ownsSessionDialog }: { goLogin: () => void; ownsSessionDialog: boolean }) {
  const api = App.useApp();
  useEffect(
    () => installErrorFunnel({ notifier: createAntdNotifier(api), goLogin, onLoginPage: () => window.location.pathname === LOGIN_PATH, ownsSessionDialog }),
    [api, goLogin, ownsSessionDialog],
  );
  return null;
}

export interface ConsoleProvidersProps {
  children: ReactNode;
  /** Where 去登录 of the session-expired dialog leads (the app's router navigation to /login). */
  goLogin: () => void;
  theme?: ThemeConfig;
  /** The shell: its session-expired dialog serves the sub-apps mounted in it too (#30 item 1). */
  ownsSessionDialog?: boolean;
}

/** Below antd's modals (1000) and popovers (1030): a pop-up never covers a dialog's controls. */
export const NOTIFICATION_Z_INDEX = 990;
/** Clear of the 56 px header and of the toolbar along the top of the monitor's map. */
const NOTIFICATION_TOP_PX = 148;

export function ConsoleProviders({ children, goLogin, theme, ownsSessionDialog = false }: ConsoleProvidersProps) {
  const consoleTheme: ThemeConfig = {
    ...theme,
    // The components' rules come from the sheet above; the theme's tokens still go in as CSS variables.
    zeroRuntime: true,
    components: { ...theme?.components, Notification: { ...theme?.components?.Notification, zIndexPopup: NOTIFICATION_Z_INDEX } },
  };
  return (
    <ConfigProvider locale={zhCN} theme={consoleTheme} button={{ autoInsertSpace: false }}>
      <App
        message={{ top: TOAST_OFFSET_PX, duration: TOAST_DURATION_MS / 1000, maxCount: 1 }}
        notification={{ maxCount: 3, top: NOTIFICATION_TOP_PX, stack: false }}
        style={{ height: '100%' }}
      >
        <FunnelBridge goLogin={goLogin} ownsSessionDialog={ownsSessionDialog} />
        {children}
      </App>
    </ConfigProvider>
  );
}
