// What every sub-app builds once per mount, without React: the shell's storage (prefix main, so the
// session is shared), the request client with the app's platformId, the access api, the permission
// store; plus the mount rules every sub-app shares (platformId and router basename per mode).
import { SHELL_STORAGE_PREFIX } from '../storage/keys';
import { createStorage, type AppStorage } from '../storage/storage';
import { createHttpClient, type HttpClient } from '../http/client';
import { createAccessApi, type AccessApi } from '../services/accessApi';
import { createPermissionStore, type PermissionStore } from '../permissions/permissionStore';
import { subAppBasePath, subAppEntry } from '../apps';

/** What the shell hands a sub-app when it mounts it (its SubAppProps), all optional stand-alone. */
export interface SubAppMountInfo {
  /** True inside the shell (qiankun), false stand-alone. */
  embedded: boolean;
  platformId?: number;
  baseUrl?: string;
  /** Router basename inside the shell, e.g. /car. */
  routerBase?: string;
}

export interface SubAppCore {
  storage: AppStorage;
  http: HttpClient;
  access: AccessApi;
  permissions: PermissionStore;
  /** True inside the shell (qiankun), false stand-alone. */
  embedded: boolean;
  /** The platformId header the request client sends. */
  platformId: number;
}

/** The platformId header: the shell's system info when given, else the app's own default. */
export function subAppPlatformId(systemInfo: { platformId?: number } | undefined, fallback: number): number {
  return systemInfo?.platformId ?? fallback;
}

/** Router basename: /<name> inside the shell (or the shell's routerBase), /child/<name> stand-alone. */
export function subAppRouterBasename(name: string, embedded: boolean, routerBase?: string): string {
  return embedded ? (routerBase ?? subAppBasePath(name)) : subAppEntry(name).replace(/\/+$/, '');
}

export function createSubAppCore(options: SubAppMountInfo & { defaultPlatformId: number }): SubAppCore {
  const storage = createStorage(SHELL_STORAGE_PREFIX);
  const platformId = subAppPlatformId(options, options.defaultPlatformId);
  const http = createHttpClient({ storage, platformId, ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}) });
  return {
    storage,
    http,
    access: createAccessApi(http),
    permissions: createPermissionStore(),
    embedded: options.embedded,
    platformId,
  };
}
