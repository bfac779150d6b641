// Everything the dataCenter app talks to, built once per mount: the sub-app kit's services (the
// shell's storage, the request client with platformId 17, permissions, queries). The page calls the
// server only through its service.ts on `http`.
import type { SubAppMountInfo } from '@chelian/core';
import { createSubAppServices, useSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the dataCenter sub-app in the shell's system list (R-APP-1), also stand-alone. */
export const DATA_CENTER_PLATFORM_ID = 17;

export type DataCenterServices = SubAppServices;

export function createDataCenterServices(options: SubAppMountInfo): DataCenterServices {
  return createSubAppServices({ ...options, defaultPlatformId: DATA_CENTER_PLATFORM_ID });
}

export function useDataCenterServices(): DataCenterServices {
  return useSubAppServices<DataCenterServices>();
}
