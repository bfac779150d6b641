// The pets as every page of the app reads them (list.json of docs/pet.md): one typed call on the
// shared request client and the react-query hook the pickers use.
import { useQuery } from '@tanstack/react-query';
import { unwrap, type HttpClient } from '@chelian/core';
import { usePetServices } from '../services/petServices';

export const PET_LIST_PATH = '/car/v4/api/pet/list.json';

export interface Pet {
  id: number;
  name: string;
  breed: string;
  birthday: string;
  weightKg: number;
  owner: string;
  phone: string;
  hasPhoto: 0 | 1;
  groupId: number;
  groupName: string;
  terminalNo: string;
  terminalType: string;
  lost: 0 | 1;
  lostTime: string;
  lostInterval: number;
  normalInterval: number;
  /** -1: not reported */
  battery: number;
  /** '' when never seen */
  lastSeen: string;
  online: 0 | 1;
  lat: number;
  lon: number;
}

export interface PetQuery {
  keyword?: string;
  lostOnly?: boolean;
  pageNumber?: number;
  pageSize?: number;
}

export async function listPets(http: HttpClient, q: PetQuery = {}): Promise<{ data: Pet[]; total: number }> {
  const keyword = q.keyword?.trim();
  const obj = unwrap(
    await http.get<{ data?: Pet[]; total?: number }>(PET_LIST_PATH, {
      ...(keyword ? { keyword } : {}),
      ...(q.lostOnly ? { lostOnly: 1 } : {}),
      pageNumber: q.pageNumber ?? 1,
      pageSize: q.pageSize ?? 200,
    }),
  );
  return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
}

export const petsQueryKey = (q: PetQuery = {}) => ['pet', 'list', q] as const;

/** Every pet of the caller (up to 200), for the pickers. */
export function useAllPets() {
  const { http } = usePetServices();
  return useQuery({ queryKey: petsQueryKey(), queryFn: () => listPets(http) });
}
