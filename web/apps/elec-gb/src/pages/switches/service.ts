// Typed call of 北斗开关记录: the Beidou switches of the subtree's e-bikes, newest first, paged by the
// server (/gb/v1/beidou/switches.json).
import { unwrap, type HttpClient } from '@chelian/core';

export const SWITCHES_PATH = '/gb/v1/beidou/switches.json';

export interface SwitchRow {
  id: number;
  vehicleId: number;
  plate: string;
  groupName: string;
  beidouOn: 0 | 1;
  userName: string;
  reason: string;
  time: string;
}

export interface SwitchQuery {
  groupId?: number;
  startTime?: string;
  endTime?: string;
  pageNumber: number;
  pageSize: number;
}

export function createSwitchesApi(http: HttpClient) {
  return {
    async list(q: SwitchQuery): Promise<{ data: SwitchRow[]; total: number }> {
      const obj = unwrap(await http.get<{ data?: SwitchRow[]; total?: number }>(SWITCHES_PATH, { ...q }));
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
    },
  };
}
