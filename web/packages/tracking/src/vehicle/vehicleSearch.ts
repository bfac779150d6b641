// The vehicle search of the pickers (v3-console-inventory §3.4 searchBindingOfVehicles.json): the
// caller's vehicles matching a plate, terminal number, SIM, owner or frame number, 20 at most.
import { unwrap, type HttpClient } from '@chelian/core';

export const VEHICLE_SEARCH_PATH = '/car/v1/api/vehicle/searchBindingOfVehicles.json';

export interface VehicleMatch {
  vehicleId: number;
  plate: string;
  terminalNo: string;
  groupName: string;
}

export async function searchVehicles(http: HttpClient, keyword: string): Promise<VehicleMatch[]> {
  const obj = unwrap(await http.get<{ data: VehicleMatch[] }>(VEHICLE_SEARCH_PATH, { plate: keyword.trim(), searchType: 0, pageSize: 20 }));
  return Array.isArray(obj?.data) ? obj.data : [];
}
