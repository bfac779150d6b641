// Everything the card app talks to, built once per mount: the sub-app kit's services (the shell's
// storage, the request client with platformId 11, permissions, queries). Pages call the server only
// through their service.ts on `http`.
import type { SubAppMountInfo } from '@chelian/core';
import { createSubAppServices, useSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the card sub-app in the shell's system list (R-APP-1), also stand-alone. */
export const CARD_PLATFORM_ID = 11;

export type CardServices = SubAppServices;

export function createCardServices(options: SubAppMountInfo): CardServices {
  return createSubAppServices({ ...options, defaultPlatformId: CARD_PLATFORM_ID });
}

export function useCardServices(): CardServices {
  return useSubAppServices<CardServices>();
}
