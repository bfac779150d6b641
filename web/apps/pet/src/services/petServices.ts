// Everything the pet app talks to, built once per mount: the sub-app kit's services (the shell's
// storage, the request client with platformId 13, permissions, queries) and the address batcher of
// @chelian/tracking. Pages call the server only through their service.ts on `http`.
import type { SubAppMountInfo } from '@chelian/core';
import { createAddressBatcher, type AddressBatcher } from '@chelian/tracking';
import { createSubAppServices, useSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the pet sub-app in the shell's system list (R-APP-1), also stand-alone. */
export const PET_PLATFORM_ID = 13;

export interface PetServices extends SubAppServices {
  addresses: AddressBatcher;
}

export function createPetServices(options: SubAppMountInfo): PetServices {
  const services = createSubAppServices({ ...options, defaultPlatformId: PET_PLATFORM_ID });
  return { ...services, addresses: createAddressBatcher(services.http) };
}

export function usePetServices(): PetServices {
  return useSubAppServices<PetServices>();
}
