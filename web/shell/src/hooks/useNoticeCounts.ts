// Unread in-site messages and announcements, refreshed every minute and after reads.
import { useQuery } from '@tanstack/react-query';
import { currentUser } from '@chelian/core';
import { useShellServices } from '../services/ShellServicesContext';

export const NOTICE_COUNTS_KEY = ['notice', 'unread'] as const;

export function useNoticeCounts() {
  const { center, storage } = useShellServices();
  return useQuery({
    queryKey: NOTICE_COUNTS_KEY,
    queryFn: () => center.unreadCounts(),
    enabled: Boolean(currentUser(storage)),
    refetchInterval: 60_000,
  });
}
