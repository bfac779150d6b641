// What the user may open: the resource (menu/button) tree and the sub-app entries of the role.
import { APP_TYPE } from '../constants';
import type { PlatformEntry } from '../envelope';
import type { HttpClient, RequestOptions } from '../http/client';
import type { ResourceNode } from '../permissions/resource';
import { API_PATHS } from './paths';
import { unwrap } from './unwrap';

/** Query of the resource list (R-PERM-4). */
export const RESOURCE_QUERY = { version: 'v4', from: APP_TYPE } as const;

export function createAccessApi(http: HttpClient) {
  return {
    /** The user's resource tree. Any flag but 1 (404, 5001, …) rejects (R-ERR-3). */
    async listResources(options: RequestOptions = {}): Promise<ResourceNode[]> {
      const roots = unwrap(await http.get<ResourceNode[]>(API_PATHS.resourceNewList, { ...RESOURCE_QUERY }, options));
      return Array.isArray(roots) ? roots : [];
    },
    /** Sub-app entries of a role (R-PERM-8, R-STORE-3). */
    async listPlatformsByRole(roleId: number): Promise<PlatformEntry[]> {
      const list = unwrap(await http.get<PlatformEntry[]>(API_PATHS.platformsByRole, { roleId }));
      return Array.isArray(list) ? list : [];
    },
  };
}

export type AccessApi = ReturnType<typeof createAccessApi>;
