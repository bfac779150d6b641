// Sub-app entries of the user's role (getPlatformByRoleId), kept in storage as systemList, and the
// ones the header may show (R-PERM-7).
import { useQuery } from '@tanstack/react-query';
import { visibleSubApps, type PlatformEntry } from '@chelian/core';
import { usePermissions } from '@chelian/ui';
import { useShellServices } from '../services/ShellServicesContext';
import { useCurrentUser } from './useCurrentUser';

/** `enabled` false: no call is made (only stored entries are returned). */
export function usePlatforms(enabled = true): PlatformEntry[] {
  const { storage, access } = useShellServices();
  const roleId = useCurrentUser(enabled)?.roleId;
  const stored = storage.get('systemList');
  const query = useQuery({
    queryKey: ['platforms', roleId],
    queryFn: async () => {
      const list = await access.listPlatformsByRole(roleId as number);
      storage.set('systemList', list);
      return list;
    },
    enabled: enabled && roleId !== undefined,
    ...(Array.isArray(stored) ? { placeholderData: stored } : {}),
  });
  return query.data ?? (Array.isArray(stored) ? stored : []);
}

/** The platform entries whose menu id is allowed, in server order. */
export function useVisibleSubApps(enabled = true): PlatformEntry[] {
  const permissions = usePermissions();
  return visibleSubApps(usePlatforms(enabled), (id) => permissions.hasMenu(id));
}
