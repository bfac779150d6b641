// What the vehicle info dialog reads: the vehicle's details (searchVehicleInfo.json) and its
// current monitor row (loadVehicles with searchVehId and a page of one).
import { unwrap, type HttpClient } from '@chelian/core';
import type { MonitorRow } from '../vehicle/monitorRow';

export interface VehicleDetails {
  vehicleId: number;
  plate: string;
  groupId: number;
  groupName: string;
  vehicleType: string;
  engineNo: string;
  frameNo: string;
  remark: string;
  terminalNo: string;
  terminalType: string;
  sim: string;
  iccid: string;
  imei: string;
  longStayTer: number;
  activationTime: string;
  EP: string;
  createTime: string;
  owner: string;
  license: string;
  phone: string;
  address: string;
  installDate: string;
  installPerson: string;
  installPlace: string;
  installRemark: string;
}

export async function loadVehicleDetails(http: HttpClient, vehicleId: number): Promise<VehicleDetails> {
  return unwrap(await http.get<{ data: VehicleDetails }>('/car/v1/api/vehicle/searchVehicleInfo.json', { vehicleId })).data;
}

export async function loadVehicleRow(http: HttpClient, vehicleId: number): Promise<MonitorRow | undefined> {
  const page = unwrap(
    await http.get<{ data: MonitorRow[] }>('/car/v1/api/monitor/loadVehicles', { searchVehId: vehicleId, pageSize: 1, state: 0 }),
  );
  return page.data.find((r) => r.V === vehicleId);
}
