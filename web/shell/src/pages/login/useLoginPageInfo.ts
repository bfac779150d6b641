// The host's custom login page (title, logo, background, chatLogo, loginStyle), stored as queryUserInfo.
import { useQuery } from '@tanstack/react-query';
import type { LoginPageInfo } from '@chelian/core';
import { useShellServices } from '../../services/ShellServicesContext';

export function useLoginPageInfo(host: string = window.location.host) {
  const { auth, storage } = useShellServices();
  return useQuery({
    queryKey: ['loginPage', host],
    queryFn: async (): Promise<LoginPageInfo> => {
      const info = await auth.getLoginPage(host);
      storage.set('queryUserInfo', info ?? {});
      return info ?? {};
    },
    staleTime: Infinity,
  });
}
