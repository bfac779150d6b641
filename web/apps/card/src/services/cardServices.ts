// Everything the card app talks to, built once per mount: the sub-app kit's services (the shell's
// storage, the request client with platformId 11, permissions, queries) and the address batcher of
// @chelian/tracking. Pages call the server only through their service.ts on `http`.
import type { SubAppMountInfo } from '@chelian/core';
import { createAddressBatcher, type AddressBatcher } from '@chelian/tracking';
import { createSubAppServices, useSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the card sub-app in the shell's system list (R-APP-1), also stand-alone. */
export const CARD_PLATFORM_ID = 11;

export interface CardServices extends SubAppServices {
  addresses: AddressBatcher;
}

export function createCardServices(options: SubAppMountInfo): CardServices {
  const services = createSubAppServices({ ...options, defaultPlatformId: CARD_PLATFORM_ID });
  return { ...services, addresses: createAddressBatcher(services.http) };
}

export function useCardServices(): CardServices {
  return useSubAppServices<CardServices>();
}
