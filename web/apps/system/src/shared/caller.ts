// The signed-in account as the management pages' rules need it (getUser.json without userId): its
// id, type and data rights (checkUser, checkGroup, checkVehicle, checkOffOil: 0 allowed, 1 not) and
// its group. One query shared by the pages (the header reads the same call for its own fields).
import { useQuery } from '@tanstack/react-query';
import { unwrap } from '@chelian/core';
import { useSystemServices } from '../services/systemServices';
import { GET_USER_PATH } from './headerService';

export interface CallerAccount {
  userId: number;
  name: string;
  username?: string;
  corpName: string;
  accountType: number;
  parentId: number;
  parentName: string;
  customCode: string;
  phone: string;
  groupId: number;
  groupName: string;
  checkOffOil: number;
  checkUser: number;
  checkGroup: number;
  checkVehicle: number;
}

export const CALLER_QUERY_KEY = ['system', 'caller'] as const;

export function useCaller() {
  const { http } = useSystemServices();
  return useQuery({ queryKey: CALLER_QUERY_KEY, queryFn: async () => unwrap(await http.get<CallerAccount>(GET_USER_PATH)) });
}
