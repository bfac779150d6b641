// The caller's e-bikes (/car/v4/api/elecar/bikes.json), which every page of the app starts from.
import { unwrap, type HttpClient } from '@chelian/core';
import type { Bike } from '../model/bikeView';

export const BIKES_PATH = '/car/v4/api/elecar/bikes.json';

export async function listBikes(http: HttpClient): Promise<Bike[]> {
  const obj = unwrap(await http.get<{ data?: Bike[] }>(BIKES_PATH));
  return Array.isArray(obj?.data) ? obj.data : [];
}

/** The react-query key of the list (pages invalidate it after a command). */
export const BIKES_QUERY_KEY = ['elec-car', 'bikes'] as const;
