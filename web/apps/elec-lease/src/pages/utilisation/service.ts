// Typed calls of 车辆利用率: the counts per group and in total, the bikes with their state, and marking
// a bike 维修中 / 丢失 / back in service.
import { unwrap, type HttpClient } from '@chelian/core';
import { LEASE_API } from '../../shared/contracts';

export interface UtilisationRow {
  groupId: number;
  groupName: string;
  rented: number;
  idle: number;
  repair: number;
  lost: number;
  total: number;
  rate: number;
}

export interface Utilisation {
  total: UtilisationRow;
  groups: UtilisationRow[];
}

export interface BikeRow {
  vehicleId: number;
  plate: string;
  groupName: string;
  terminalNo: string;
  state: number;
  stateText: string;
}

export function createUtilisationApi(http: HttpClient) {
  return {
    async utilisation(): Promise<Utilisation> {
      const obj = unwrap(await http.get<Utilisation>(`${LEASE_API}utilisation.json`));
      return { total: obj.total, groups: Array.isArray(obj.groups) ? obj.groups : [] };
    },
    async bikes(): Promise<BikeRow[]> {
      const rows = unwrap(await http.get<BikeRow[]>(`${LEASE_API}bikes.json`));
      return Array.isArray(rows) ? rows : [];
    },
    async mark(vehicleId: number, state: number): Promise<void> {
      unwrap(await http.postJson(`${LEASE_API}bike/state.json`, { vehicleId, state }));
    },
  };
}
