// Everything the 新国标 app talks to, built once per mount: the sub-app kit's services (the shell's
// storage, the request client with platformId 26, permissions, queries) and the address batcher of
// @chelian/tracking. Pages read them with useElecGbServices() and call the server only through
// their service.ts on `http`.
import type { SubAppMountInfo } from '@chelian/core';
import { createAddressBatcher, type AddressBatcher } from '@chelian/tracking';
import { createSubAppServices, useSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the 新国标 sub-app in the shell's system list (R-APP-1), also stand-alone. */
export const ELEC_GB_PLATFORM_ID = 26;

export interface ElecGbServices extends SubAppServices {
  addresses: AddressBatcher;
}

export function createElecGbServices(options: SubAppMountInfo): ElecGbServices {
  const services = createSubAppServices({ ...options, defaultPlatformId: ELEC_GB_PLATFORM_ID });
  return { ...services, addresses: createAddressBatcher(services.http) };
}

export function useElecGbServices(): ElecGbServices {
  return useSubAppServices<ElecGbServices>();
}
