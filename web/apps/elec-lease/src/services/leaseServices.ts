// Everything the elec-lease app talks to, built once per mount: the sub-app kit's services (the
// shell's storage, the request client with platformId 23, permissions, queries) and the address
// batcher of @chelian/tracking. Pages read them with useLeaseServices() and call the server only
// through their service.ts on `http`.
import type { SubAppMountInfo } from '@chelian/core';
import { createAddressBatcher, type AddressBatcher } from '@chelian/tracking';
import { createSubAppServices, useSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the elec-lease sub-app in the shell's system list (R-APP-1), also stand-alone. */
export const LEASE_PLATFORM_ID = 23;

export interface LeaseServices extends SubAppServices {
  addresses: AddressBatcher;
}

export function createLeaseServices(options: SubAppMountInfo): LeaseServices {
  const services = createSubAppServices({ ...options, defaultPlatformId: LEASE_PLATFORM_ID });
  return { ...services, addresses: createAddressBatcher(services.http) };
}

export function useLeaseServices(): LeaseServices {
  return useSubAppServices<LeaseServices>();
}
