// Typed call of a pet's activity (docs/pet.md), read by 活动统计 and 实时定位: its days of the last 7 or
// 30, oldest first, each with steps, distance, active and rest minutes (zeros for days without data).
import { unwrap, type HttpClient } from '@chelian/core';

export const PET_ACTIVITY_PATH = '/car/v4/api/pet/activity.json';

export interface ActivityDay {
  date: string;
  steps: number;
  distanceKm: number;
  activeMinutes: number;
  restMinutes: number;
}

export function createActivityApi(http: HttpClient) {
  return {
    async days(petId: number, days: 7 | 30): Promise<ActivityDay[]> {
      const obj = unwrap(await http.get<ActivityDay[]>(PET_ACTIVITY_PATH, { id: petId, days }));
      return Array.isArray(obj) ? obj : [];
    },
  };
}
