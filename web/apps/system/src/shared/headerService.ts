// Typed calls of the common page header (§2.7 CarHeader), on the shared request client: the signed-in
// account (GET /car/v1/api/user/getUser.json without userId: name, accountType) and its vehicle
// counts (GET /car/v1/api/renew/getUserVehicleCount.json: {data:{totalNum, onlineNum, offlineNum}}).
// Silent: a header that cannot be read shows dashes, never a toast on every page.
import { unwrap, type HttpClient } from '@chelian/core';

export const GET_USER_PATH = '/car/v1/api/user/getUser.json';
export const VEHICLE_COUNT_PATH = '/car/v1/api/renew/getUserVehicleCount.json';

/** The fields of getUser.json the header reads (the reply carries more: parentName, money, check*…). */
export interface HeaderUser {
  username?: string;
  /** 登录账户 as the previous console shows it. */
  name?: string;
  /** 3 我的客户, 4 监控客户. */
  accountType?: number;
}

export interface VehicleCount {
  totalNum: number;
  onlineNum: number;
  offlineNum: number;
}

export function createHeaderApi(http: HttpClient) {
  return {
    async currentUser(): Promise<HeaderUser> {
      return unwrap(await http.get<HeaderUser>(GET_USER_PATH, {}, { silent: true })) ?? {};
    },
    async vehicleCount(): Promise<VehicleCount> {
      const obj = unwrap(await http.get<{ data?: Partial<VehicleCount> }>(VEHICLE_COUNT_PATH, {}, { silent: true }));
      return toVehicleCount(obj?.data);
    },
  };
}

export type HeaderApi = ReturnType<typeof createHeaderApi>;

/** Counts as numbers (a missing or malformed one is 0). */
export function toVehicleCount(data: Partial<Record<keyof VehicleCount, unknown>> | undefined): VehicleCount {
  const n = (v: unknown) => (Number.isFinite(Number(v)) ? Number(v) : 0);
  return { totalNum: n(data?.totalNum), onlineNum: n(data?.onlineNum), offlineNum: n(data?.offlineNum) };
}
