// Everything the dataCenter app talks to, built once per mount: the sub-app kit's services (the
// shell's storage, the request client with platformId 17, permissions, queries) and the address
// batcher of @chelian/tracking (the detail dialog's 位置). The page calls the server only through
// its service.ts on `http`.
import type { SubAppMountInfo } from '@chelian/core';
import { createAddressBatcher, type AddressBatcher } from '@chelian/tracking';
import { createSubAppServices, useSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the dataCenter sub-app in the shell's system list (R-APP-1), also stand-alone. */
export const DATA_CENTER_PLATFORM_ID = 17;

export interface DataCenterServices extends SubAppServices {
  addresses: AddressBatcher;
}

export function createDataCenterServices(options: SubAppMountInfo): DataCenterServices {
  const services = createSubAppServices({ ...options, defaultPlatformId: DATA_CENTER_PLATFORM_ID });
  return { ...services, addresses: createAddressBatcher(services.http) };
}

export function useDataCenterServices(): DataCenterServices {
  return useSubAppServices<DataCenterServices>();
}
