// Everything the car app talks to, built once per mount: the shell's storage (prefix main, so the
// session is shared), the request client with platformId 8, permissions, the address batcher.
import { QueryClient } from '@tanstack/react-query';
import {
  CAR_DEFAULT_PLATFORM_ID,
  SHELL_STORAGE_PREFIX,
  createAccessApi,
  createHttpClient,
  createPermissionStore,
  createStorage,
  type AccessApi,
  type AppStorage,
  type HttpClient,
  type PermissionStore,
} from '@chelian/core';
import { createAddressBatcher, type AddressBatcher } from '@chelian/tracking';

/** platformId of the car sub-app in the shell's system list (R-APP-1). */
export const CAR_PLATFORM_ID = 8;

/** The platformId header: the shell's system info when given, else 1 (R-APP-3). */
export function carPlatformId(systemInfo?: { platformId?: number }): number {
  return systemInfo?.platformId ?? CAR_DEFAULT_PLATFORM_ID;
}

export interface CarServices {
  storage: AppStorage;
  http: HttpClient;
  access: AccessApi;
  permissions: PermissionStore;
  addresses: AddressBatcher;
  queryClient: QueryClient;
  /** True inside the shell (qiankun), false stand-alone. */
  embedded: boolean;
}

export function createCarServices(options: { embedded: boolean; platformId?: number; baseUrl?: string }): CarServices {
  const storage = createStorage(SHELL_STORAGE_PREFIX);
  const http = createHttpClient({
    storage,
    platformId: carPlatformId(options),
    ...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
  });
  return {
    storage,
    http,
    access: createAccessApi(http),
    permissions: createPermissionStore(),
    addresses: createAddressBatcher(http),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
    embedded: options.embedded,
  };
}
