// The signed-in user: what storage holds (USER), refreshed from getUser.json when asked.
import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { currentSessionId, currentUser, saveUser, type UserInfo } from '@chelian/core';
import { useShellServices } from '../services/ShellServicesContext';

export const CURRENT_USER_KEY = ['currentUser'] as const;

/** `enabled` false: only what storage holds, no call. */
export function useCurrentUser(enabled = true): UserInfo | undefined {
  const { storage, user } = useShellServices();
  const stored = currentUser(storage);
  const query = useQuery({
    queryKey: CURRENT_USER_KEY,
    queryFn: async () => {
      const session = currentSessionId(storage);
      const fresh = await user.getUser();
      // A sign-out (or another sign-in) while the call was under way wins over its answer.
      if (currentSessionId(storage) === session && currentUser(storage)) saveUser(storage, fresh);
      return fresh;
    },
    enabled: enabled && currentSessionId(storage) !== '',
    ...(stored ? { initialData: stored, initialDataUpdatedAt: 0 } : {}),
  });
  return query.data ?? stored;
}

/**
 * Reads the user again whenever the top-level section (/home, /center, /car, …) changes: keeps the
 * header current and notices an expired session on the next move (4010 → the session dialog).
 */
export function useRefreshUserOnSectionChange(pathname: string): void {
  const queryClient = useQueryClient();
  const section = pathname.split('/')[1] ?? '';
  const previous = useRef(section);
  useEffect(() => {
    if (previous.current === section) return;
    previous.current = section;
    void queryClient.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  }, [queryClient, section]);
}
