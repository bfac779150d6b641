// Typed calls of 骑行记录: the trips the reports already compute (listTrips.json, 行程) of one bike.
import { unwrap, type HttpClient } from '@chelian/core';

export const TRIPS_PATH = '/car/v1/accelerate/track/listTrips.json';

export interface Ride {
  num: number;
  beginTime: string;
  endTime: string;
  duration: number;
  durationText: string;
  mileage: number;
  maxSpeed: number;
  avgSpeed: number;
}

export interface RidesPage {
  data: Ride[];
  summary: { tripCount: number; tripMileage: number };
}

export function createRidesApi(http: HttpClient) {
  return {
    async list(vehicleId: number, beginTime: string, endTime: string): Promise<RidesPage> {
      const obj = unwrap(await http.get<Partial<RidesPage>>(TRIPS_PATH, { vehicleId, beginTime, endTime }));
      return { data: Array.isArray(obj?.data) ? obj.data : [], summary: obj?.summary ?? { tripCount: 0, tripMileage: 0 } };
    },
  };
}
