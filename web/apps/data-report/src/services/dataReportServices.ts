// Everything the data-report app talks to, built once per mount: the sub-app kit's services (the
// shell's storage, the request client with platformId 20, permissions, queries). Pages call the
// server only through their service.ts on `http`; the report kit reads the same services.
import type { SubAppMountInfo } from '@chelian/core';
import { createSubAppServices, useSubAppServices, type SubAppServices } from '@chelian/ui/subapp';

/** platformId of the data-report sub-app in the shell's system list (R-APP-1), also stand-alone. */
export const DATA_REPORT_PLATFORM_ID = 20;

export type DataReportServices = SubAppServices;

export function createDataReportServices(options: SubAppMountInfo): DataReportServices {
  return createSubAppServices({ ...options, defaultPlatformId: DATA_REPORT_PLATFORM_ID });
}

export function useDataReportServices(): DataReportServices {
  return useSubAppServices<DataReportServices>();
}
