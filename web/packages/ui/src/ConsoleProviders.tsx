// Providers every console app renders once at its root: antd in zh-CN (ConfigProvider + dayjs
// locale), the antd App context with the toast settings of §9, and the error funnel wired to it.
import { useEffect, type ReactNode } from 'react';
import { App, ConfigProvider, type ThemeConfig } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { LOGIN_PATH, TOAST_DURATION_MS, TOAST_OFFSET_PX, installErrorFunnel } from '@chelian/core';
import { createAntdNotifier } from './antdNotifier';

dayjs.locale('zh-cn');

function FunnelBridge({ goLogin }: { goLogin: () => void }) {
  const api = App.useApp();
  useEffect(() => {
    installErrorFunnel({ notifier: createAntdNotifier(api), goLogin, onLoginPage: () => window.location.pathname === LOGIN_PATH });
  }, [api, goLogin]);
  return null;
}

export interface ConsoleProvidersProps {
  children: ReactNode;
  /** Where 去登录 of the session-expired dialog leads (the app's router navigation to /login). */
  goLogin: () => void;
  theme?: ThemeConfig;
}

export function ConsoleProviders({ children, goLogin, theme }: ConsoleProvidersProps) {
  return (
    <ConfigProvider locale={zhCN} theme={theme} button={{ autoInsertSpace: false }}>
      <App
        message={{ top: TOAST_OFFSET_PX, duration: TOAST_DURATION_MS / 1000, maxCount: 1 }}
        style={{ height: '100%' }}
      >
        <FunnelBridge goLogin={goLogin} />
        {children}
      </App>
    </ConfigProvider>
  );
}
