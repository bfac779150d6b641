// Everything the elec-car app talks to, built once per mount: the sub-app kit's services (the
// shell's storage, the request client with platformId 18, permissions, queries) and the address
// batcher of @chelian/tracking. Pages call the server only through their service.ts on `http`.
import type { SubAppMountInfo } from '@chelian/core';
import { createAddressBatcher, type AddressBatcher } from '@chelian/tracking';
import { createSubAppServices, useSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the elec-car sub-app in the shell's system list (R-APP-1), also stand-alone. */
export const ELEC_CAR_PLATFORM_ID = 18;

export interface ElecCarServices extends SubAppServices {
  addresses: AddressBatcher;
}

export function createElecCarServices(options: SubAppMountInfo): ElecCarServices {
  const services = createSubAppServices({ ...options, defaultPlatformId: ELEC_CAR_PLATFORM_ID });
  return { ...services, addresses: createAddressBatcher(services.http) };
}

export function useElecCarServices(): ElecCarServices {
  return useSubAppServices<ElecCarServices>();
}
