// Typed calls of the 车辆资料 dialog's 保险信息 and 保养信息 tabs (v3-console-inventory §3.5):
// the insurers and kinds of cover (queryInsuranceList type 1 / 3), a vehicle's current policy and
// maintenance plan, and saving a new one (each save is a record 保险报表 / 保养报表 list).
import { unwrap, type HttpClient } from '@chelian/core';

export const INSURANCE_LIST_PATH = '/car/v1/api/monitor/queryInsuranceList';
export const GET_INSURANCE_PATH = '/car/v1/api/insurance/getInsuranceDate.json';
export const SAVE_INSURANCE_PATH = '/car/v1/api/insurance/insertInsuranceDate.json';
export const GET_MAINTAIN_PATH = '/car/v1/api/maintain/getMaintain.json';
export const SAVE_MAINTAIN_PATH = '/car/v1/api/maintain/maintenanceSettings.json';

export interface CareOption {
  id: number;
  name: string;
}

/** getInsuranceDate's data (type 1 首保 / 2 非首保; insuranceType: comma list of kind ids). */
export interface InsuranceInfo {
  type: 1 | 2;
  loginTime: string;
  leadTime: number;
  insuranceType: string;
  insuranceCompany: string;
  amountMoney: number;
  remark: string;
  renewalsNums?: number;
  nestTimeInsuranceTime?: string;
}

/** getMaintain's data (km, days; lastMaintainTime yyyy-MM-dd). */
export interface MaintainInfo {
  currentMileage: number;
  lastMileage: number;
  lastMaintainTime: string;
  leadTime: number;
  advanceKilometers: number;
  remark: string;
  nextTimeMaintainTime?: string;
  nextCurrentMileage?: number;
}

/** An empty `data` object (nothing recorded yet) reads as undefined. */
function recorded<T extends object>(data: T | Record<string, never> | undefined): T | undefined {
  return data && Object.keys(data).length ? (data as T) : undefined;
}

export function createCareApi(http: HttpClient) {
  return {
    async options(type: 1 | 3): Promise<CareOption[]> {
      return unwrap(await http.get<CareOption[]>(INSURANCE_LIST_PATH, { type })) ?? [];
    },
    async insurance(vehicleId: number): Promise<InsuranceInfo | undefined> {
      return recorded(unwrap(await http.get<{ data?: InsuranceInfo }>(GET_INSURANCE_PATH, { vehicleId }))?.data);
    },
    async saveInsurance(vehicleId: number, info: InsuranceInfo): Promise<void> {
      unwrap(await http.postJson(SAVE_INSURANCE_PATH, { vehicleId, ...info }));
    },
    async maintenance(vehicleId: number): Promise<MaintainInfo | undefined> {
      return recorded(unwrap(await http.get<{ data?: MaintainInfo }>(GET_MAINTAIN_PATH, { vehicleId }))?.data);
    },
    async saveMaintenance(vehicleId: number, info: MaintainInfo): Promise<void> {
      unwrap(await http.postJson(SAVE_MAINTAIN_PATH, { vehicleId, ...info }));
    },
  };
}

export type CareApi = ReturnType<typeof createCareApi>;
