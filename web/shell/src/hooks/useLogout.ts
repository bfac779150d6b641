// Signing out: tell the server, clear what logout clears (R-SESS-3), forget permissions, cached
// queries and the theme, go to the login page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearOnLogout } from '@chelian/core';
import { useShellServices } from '../services/ShellServicesContext';
import { useShellTheme } from '../theme/ShellTheme';

export function useLogout(): () => Promise<void> {
  const { auth, storage, permissions, queryClient } = useShellServices();
  const navigate = useNavigate();
  const theme = useShellTheme();
  return useCallback(async () => {
    try {
      await auth.logout();
    } catch {
      // The session may already be gone on the server; signing out locally is what matters.
    }
    clearOnLogout(storage);
    theme.reset();
    permissions.reset();
    // Leave the signed-in pages first: clearing the cache under mounted queries would refetch them
    // with the ended session (a 4010 and the session-expired dialog on the login page).
    await navigate('/login', { replace: true });
    queryClient.clear();
  }, [auth, storage, permissions, queryClient, navigate, theme]);
}
