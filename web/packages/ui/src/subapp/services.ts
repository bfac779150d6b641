// A sub-app's services, built once per mount: the kit's core (storage, request client, access api,
// permissions, embedded flag, platformId) plus the query client of its pages. An app that needs
// more (the car's address batcher) spreads these into its own services object.
import { QueryClient } from '@tanstack/react-query';
import { createSubAppCore, type SubAppCore, type SubAppMountInfo } from '@chelian/core';

export interface SubAppServices extends SubAppCore {
  queryClient: QueryClient;
}

export function createSubAppServices(options: SubAppMountInfo & { defaultPlatformId: number }): SubAppServices {
  return {
    ...createSubAppCore(options),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  };
}
