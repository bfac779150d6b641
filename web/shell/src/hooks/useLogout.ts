// Signing out: tell the server, clear what logout clears (R-SESS-3), forget permissions, cached
// queries and the theme, go to the login page.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { clearOnLogout, whileSigningOut } from '@chelian/core';
import { useShellServices } from '../services/ShellServicesContext';
import { useShellTheme } from '../theme/ShellTheme';

export function useLogout(): () => Promise<void> {
  const { auth, storage, permissions, queryClient } = useShellServices();
  const navigate = useNavigate();
  const theme = useShellTheme();
  return useCallback(
    () =>
      // Calls in flight answer 4010 once the session has ended: no session-expired dialog meanwhile.
      whileSigningOut(async () => {
        try {
          await auth.logout();
        } catch {
          // The session may already be gone on the server; signing out locally is what matters.
        }
        clearOnLogout(storage);
        theme.reset();
        permissions.reset();
        // Leave the signed-in pages first: clearing the cache under mounted queries would refetch
        // them with the ended session.
        await navigate('/login', { replace: true });
        queryClient.clear();
      }),
    [auth, storage, permissions, queryClient, navigate, theme],
  );
}
