// Typed call of 报警 (docs/pet.md): a page of the pets' alarm episodes (one pet or all) that began
// in a time range, newest first.
import { unwrap, type HttpClient } from '@chelian/core';

export const PET_ALARMS_PATH = '/car/v4/api/pet/alarms.json';

export interface PetAlarm {
  id: number;
  petId: number;
  name: string;
  code: string;
  label: string;
  beginTime: string;
  /** '' while active */
  endTime: string;
  lat: number;
  lon: number;
}

export interface PetAlarmQuery {
  petId?: number;
  beginTime: string;
  endTime: string;
  pageNumber: number;
  pageSize: number;
}

export function createAlarmApi(http: HttpClient) {
  return {
    async page(q: PetAlarmQuery): Promise<{ data: PetAlarm[]; total: number }> {
      const obj = unwrap(
        await http.get<{ data?: PetAlarm[]; total?: number }>(PET_ALARMS_PATH, {
          ...(q.petId ? { petId: q.petId } : {}),
          beginTime: q.beginTime,
          endTime: q.endTime,
          pageNumber: q.pageNumber,
          pageSize: q.pageSize,
        }),
      );
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
    },
  };
}
