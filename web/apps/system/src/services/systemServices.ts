// Everything the system app talks to, built once per mount: the sub-app kit's services (the
// shell's storage, the request client with platformId 12, permissions, queries). Pages read them
// with useSystemServices() and call the server only through their service.ts on `http`.
import type { SubAppMountInfo } from '@chelian/core';
import { createSubAppServices, useSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the system sub-app in the shell's system list (R-APP-1), also stand-alone. */
export const SYSTEM_PLATFORM_ID = 12;

export type SystemServices = SubAppServices;

export function createSystemServices(options: SubAppMountInfo): SystemServices {
  return createSubAppServices({ ...options, defaultPlatformId: SYSTEM_PLATFORM_ID });
}

export function useSystemServices(): SystemServices {
  return useSubAppServices<SystemServices>();
}
