// The vehicle search of the pickers (v3-console-inventory §3.4 searchBindingOfVehicles.json): the
// caller's vehicles matching a plate, terminal number, SIM, owner or frame number, 20 at most; of one
// asset kind when `kind` is given.
import { unwrap, type HttpClient } from '@chelian/core';

export const VEHICLE_SEARCH_PATH = '/car/v1/api/vehicle/searchBindingOfVehicles.json';

export interface VehicleMatch {
  vehicleId: number;
  plate: string;
  terminalNo: string;
  groupName: string;
}

export async function searchVehicles(http: HttpClient, keyword: string, kind?: number): Promise<VehicleMatch[]> {
  const params = { plate: keyword.trim(), searchType: 0, pageSize: 20, ...(kind === undefined ? {} : { kind }) };
  const obj = unwrap(await http.get<{ data: VehicleMatch[] }>(VEHICLE_SEARCH_PATH, params));
  return Array.isArray(obj?.data) ? obj.data : [];
}
