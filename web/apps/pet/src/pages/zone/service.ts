// Typed calls of 安全区域 through the shared request client: a pet's home is the vehicle circle of
// the fence calls (queryRoundFence / saveRoundFence / deleteRoundFence, 禁止驶出, WGS-84, radius
// 200–5000 m); leaving it raises the circle's alarm, coming back ends it.
import { unwrap, type HttpClient } from '@chelian/core';

export const ROUND_FENCE_PATH = '/car/v1/api/fence/queryRoundFence';
export const ROUND_FENCE_SAVE_PATH = '/car/v1/api/fence/saveRoundFence';
export const ROUND_FENCE_DELETE_PATH = '/car/v1/api/fence/deleteRoundFence';

export interface HomeZone {
  lat: number;
  lon: number;
  radius: number;
}

export function createZoneApi(http: HttpClient) {
  return {
    /** The pet's home, or undefined when none is set. */
    async home(petId: number): Promise<HomeZone | undefined> {
      const obj = unwrap(await http.get<{ lat?: number; lon?: number; radii?: number }>(ROUND_FENCE_PATH, { vehicleId: petId }));
      if (obj?.lat === undefined || obj.lon === undefined || obj.radii === undefined) return undefined;
      return { lat: obj.lat, lon: obj.lon, radius: obj.radii };
    },
    async save(petId: number, zone: HomeZone): Promise<void> {
      unwrap(await http.postJson(ROUND_FENCE_SAVE_PATH, { vehicleId: petId, lat: zone.lat, lon: zone.lon, radii: zone.radius }));
    },
    async remove(petId: number): Promise<void> {
      unwrap(await http.postJson(ROUND_FENCE_DELETE_PATH, { vehicleId: petId }));
    },
  };
}
