// Everything the pet app talks to, built once per mount: the sub-app kit's services (the shell's
// storage, the request client with platformId 13, permissions, queries). Pages call the server only
// through their service.ts on `http`.
import type { SubAppMountInfo } from '@chelian/core';
import { createSubAppServices, useSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the pet sub-app in the shell's system list (R-APP-1), also stand-alone. */
export const PET_PLATFORM_ID = 13;

export type PetServices = SubAppServices;

export function createPetServices(options: SubAppMountInfo): PetServices {
  return createSubAppServices({ ...options, defaultPlatformId: PET_PLATFORM_ID });
}

export function usePetServices(): PetServices {
  return useSubAppServices<PetServices>();
}
