// Signing in: token → store sessionId (R-SESS-1) → getUser → store USER and navUserClient →
// forget the previous user's permissions → /home. Failures go through the error funnel. The SMS
// sign-in ends the same way once it has a session id (useFinishSignIn).
import { useCallback } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { saveSessionId, saveUser, type LoginForm, type UserInfo } from '@chelian/core';
import { CURRENT_USER_KEY } from '../../hooks/useCurrentUser';
import { useShellServices } from '../../services/ShellServicesContext';

/** Stores the session, reads the user, and returns them. */
export function useStartSession(): (sessionId: string) => Promise<UserInfo> {
  const { user, storage } = useShellServices();
  return useCallback(
    async (sessionId: string) => {
      saveSessionId(storage, sessionId);
      const me = await user.getUser();
      saveUser(storage, me);
      return me;
    },
    [user, storage],
  );
}

/** After a session is started: a fresh permission load, the user cached, then /home. */
export function useFinishSignIn(): (me: UserInfo) => Promise<void> {
  const { permissions, queryClient } = useShellServices();
  const navigate = useNavigate();
  return useCallback(
    async (me: UserInfo) => {
      permissions.reset();
      queryClient.removeQueries({ queryKey: ['platforms'] });
      queryClient.setQueryData(CURRENT_USER_KEY, me);
      await navigate('/home', { replace: true });
    },
    [permissions, queryClient, navigate],
  );
}

export function useSignIn(onFailure: () => void) {
  const { auth } = useShellServices();
  const startSession = useStartSession();
  const finish = useFinishSignIn();
  return useMutation({
    mutationFn: async (form: LoginForm) => startSession((await auth.login(form)).sessionId),
    onSuccess: finish,
    onError: onFailure,
  });
}
