// Typed calls of 巡更点 (docs/card.md): the patrol points of the caller's groups, add or change
// one (a circle and a daily window), delete one.
import { unwrap, type HttpClient } from '@chelian/core';

export const POINT_LIST_PATH = '/car/v4/api/card/patrol/point/list.json';
export const POINT_SAVE_PATH = '/car/v4/api/card/patrol/point/save.json';
export const POINT_DELETE_PATH = '/car/v4/api/card/patrol/point/delete.json';

export interface PointRow {
  id: number;
  groupId: number;
  groupName: string;
  name: string;
  lat: number;
  lon: number;
  radius: number;
  startTime: string;
  endTime: string;
  window: string;
}

export type PointForm = Pick<PointRow, 'name' | 'lat' | 'lon' | 'radius' | 'startTime' | 'endTime'> & { id?: number; groupId?: number | undefined };

export function createPointApi(http: HttpClient) {
  return {
    async list(): Promise<PointRow[]> {
      const obj = unwrap(await http.get<PointRow[]>(POINT_LIST_PATH));
      return Array.isArray(obj) ? obj : [];
    },
    async save(form: PointForm): Promise<void> {
      unwrap(await http.postJson(POINT_SAVE_PATH, form));
    },
    async remove(id: number): Promise<void> {
      unwrap(await http.postJson(POINT_DELETE_PATH, { id }));
    },
  };
}

export type PointApi = ReturnType<typeof createPointApi>;
