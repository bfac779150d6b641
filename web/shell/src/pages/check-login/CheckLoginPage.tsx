// /checkLogin: clears all stored session data (R-ROUTE-4), then continues to the login page — or,
// when an embedding system passes the session it obtained from /oauthToken/v4/token
// (?sessionId=…&redirect=/path), signs in with it and opens `redirect` (or the client's home).
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Spin } from 'antd';
import { clearAll } from '@chelian/core';
import { useShellServices } from '../../services/ShellServicesContext';
import { useStartSession } from '../login/useSignIn';
import { checkLoginPageTexts as texts } from '../../texts';

/** Only same-site paths may follow a token sign-in. */
export function safeRedirect(value: string | null): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : undefined;
}

export function CheckLoginPage() {
  const { storage, permissions, queryClient, center } = useShellServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const startSession = useStartSession();
  const token = params.get('sessionId') ?? '';
  const redirect = safeRedirect(params.get('redirect'));
  useEffect(() => {
    clearAll(storage);
    permissions.reset();
    queryClient.clear();
    if (!token) {
      void navigate('/login', { replace: true });
      return;
    }
    void (async () => {
      try {
        await startSession(token);
        const config = await center.tokenConfig();
        await navigate(redirect ?? (config.homePath || '/home'), { replace: true });
      } catch {
        clearAll(storage);
        await navigate('/login', { replace: true });
      }
    })();
  }, [storage, permissions, queryClient, navigate, token, redirect, startSession, center]);
  return (
    <div style={{ height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Spin tip={texts.checking}>
        <div style={{ width: 160, height: 60 }} />
      </Spin>
    </div>
  );
}
