// Everything the car app talks to, built once per mount: the sub-app kit's services (the shell's
// storage, the request client with platformId 8, permissions, queries) and the address batcher.
import { CAR_DEFAULT_PLATFORM_ID, subAppPlatformId, type SubAppMountInfo } from '@chelian/core';
import { createAddressBatcher, type AddressBatcher } from '@chelian/tracking';
import { createSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the car sub-app in the shell's system list (R-APP-1). */
export const CAR_PLATFORM_ID = 8;

/** The platformId header: the shell's system info when given, else 1 (R-APP-3). */
export function carPlatformId(systemInfo?: { platformId?: number }): number {
  return subAppPlatformId(systemInfo, CAR_DEFAULT_PLATFORM_ID);
}

export interface CarServices extends SubAppServices {
  addresses: AddressBatcher;
}

export function createCarServices(options: SubAppMountInfo): CarServices {
  const services = createSubAppServices({ ...options, defaultPlatformId: CAR_DEFAULT_PLATFORM_ID });
  return { ...services, addresses: createAddressBatcher(services.http) };
}
