// Follow levels (关注: 1 高, 2 中, 3 低) with remarks, per user: the calls the monitor's vehicle
// window, 风控中心's rows and the big screen's detail share (/car/v1/api/concern/…, v3-console-inventory §3.5).
import { unwrap, type HttpClient } from '@chelian/core';

export interface ConcernApi {
  saveConcern(vehicleId: number, concernLevel: number, remark: string): Promise<void>;
  deleteConcern(vehicleId: number): Promise<void>;
  remarkPresets(): Promise<string[]>;
}

export function createConcernApi(http: HttpClient): ConcernApi {
  return {
    async saveConcern(vehicleId, concernLevel, remark) {
      unwrap(await http.postJson('/car/v1/api/concern/saveVehicleConcern', { vehicleId, concernLevel, remark }));
    },
    async deleteConcern(vehicleId) {
      unwrap(await http.get('/car/v1/api/concern/deleteVehicleConcern', { vehicleId }));
    },
    async remarkPresets() {
      const text = unwrap(await http.get<string>('/car/v1/api/concern/getRemarkList'));
      try {
        const list = JSON.parse(text) as unknown;
        return Array.isArray(list) ? list.map(String) : [];
      } catch {
        return [];
      }
    },
  };
}
