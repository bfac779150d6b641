// Typed calls of 车辆管理 through the shared request client, the previous console's V3 calls
// (v3-console-inventory §3.4, §3.9, §3.5 for saveVehicle / updateVehicle): groups (add, edit, read,
// delete), the vehicles of a group (40 a page), one vehicle's details, add and edit, transfer (by a
// pasted list, one row), delete (one, or up to 5,000 terminal numbers) and the export to 下载列表.
import { unwrap, type HttpClient, type RegionNode } from '@chelian/core';
import type { AlarmUtil, RiskExtend } from './model/riskForm';

export const ADD_GROUP_PATH = '/car/v1/api/group/addVehGroup.json';
export const UPDATE_GROUP_PATH = '/car/v1/api/group/updateVehicleGroup.json';
export const GET_GROUP_PATH = '/car/v1/api/group/getGroup.json';
export const DELETE_GROUP_PATH = '/car/v1/api/group/deleteVehicleGroup.json';
export const LIST_VEHICLES_PATH = '/car/v1/api/vehicle/listVehicleByGroupRds.json';
export const VEHICLE_INFO_PATH = '/car/v1/api/vehicleManagement/queryVehicleInfo';
export const SAVE_VEHICLE_PATH = '/car/v1/api/vehicle/saveVehicle.json';
export const UPDATE_VEHICLE_PATH = '/car/v1/api/vehicle/updateVehicle.json';
export const ADMIN_REGIONS_PATH = '/car/v1/api/monitor/listAdminRegion';
export const TRANSFER_PATH = '/car/v1/api/group/transVehicle.json';
export const SINGLE_TRANSFER_PATH = '/car/v1/api/vehicle/singleVehTran';
export const DELETE_VEHICLE_PATH = '/car/v1/api/vehicle/deleteVehicle.json';
export const BATCH_DELETE_PATH = '/car/v1/api/vehicle/batchDelVehicle.json';
export const EXPORT_VEHICLES_PATH = '/car/v1/api/vehicle/exportVehicleByGroupRds.json';
/** The terminal types the 车辆资料 dialog offers (§3.3 getTerminalMap: {data:[{type, typemap, protocol}]}). */
export const TERMINAL_TYPES_PATH = '/car/v1/api/terminal/getTerminalMap.json';
/** The map icons the dialog's 图标 offers (§3.3 getVehicleIconType: [{iconName, iconType}]). */
export const ICON_TYPES_PATH = '/car/v1/api/vehicle/getVehicleIconType.json';
/** The caller's vehicle with the plate (or frame number) typed in 新增车辆 (§3.5 getVehicleDateByPlate). */
export const RELATED_VEHICLE_PATH = '/car/v1/api/vehicle/getVehicleDateByPlate.json';
export const SEARCH_VEHICLES_PATH = '/car/v1/api/vehicle/searchBindingOfVehicles.json';
export const LOCATE_VEHICLE_PATH = '/car/v1/api/group/getLocationData.json';

/** A match of searchBindingOfVehicles (by plate, terminal number, SIM, owner or frame number). */
export interface VehicleMatch {
  vehicleId: number;
  plate: string;
  terminalNo: string;
  sim: string;
  groupId: number;
  groupName?: string;
}

/** Where a vehicle sits in 车辆管理's table: its group, the page and its row on that page (from 1). */
export interface VehicleLocation {
  groupId: number;
  pageNumber: number;
  jump: number;
}

/** A row of listVehicleByGroupRds (vehicleStatus 0 never online, 1 driving, 2 parked, 3 offline, else expired). */
export interface VehicleRow {
  vehicleId: number;
  plate: string;
  sim: string;
  terminalNo: string;
  terminalType: string;
  frameNo: string;
  installDate: string;
  gpsTime: string;
  formatTime: string;
  nowRemark: string;
  vehicleStatus: number;
  EP?: string;
  NOW?: string;
  mac: string;
  groupId?: number;
  groupName?: string;
}

export interface GroupForm {
  groupId?: number;
  groupName: string;
  parentId: number;
  parentName: string;
  phone: string;
  remark: string;
}

export interface GroupDetail {
  groupId: number;
  groupName: string;
  parentId: number;
  parentName: string;
  phone: string;
  remark: string;
}

/** The flat fields of saveVehicle.json (updateVehicle.json wraps them with vehicleId). */
export interface VehicleFields {
  plate: string;
  sim: string;
  mac: string;
  terminalType: string;
  terminalNo: string;
  groupId: number;
  groupName: string;
  frameNo: string;
  engineNo: string;
  vehicleType: string;
  iccid: string;
  serviceCode: string;
  installDate: string;
  owner: string;
  displayYear: string;
  remark: string;
  license: string;
  phone: string;
  address: string;
  installPerson: string;
  installPlace: string;
  installRemark: string;
  /** 图标: 0 汽车 … 13 摩托车 (§4.6). */
  iconType: number;
  /** 状态: '1' 结清, '0' 未结清 (a change goes through the server's 结清 action and its rights). */
  settle: string;
}

/** getVehicleDateByPlate's related vehicle: the fields the dialog may fill (车型 as `brand`). */
export interface RelatedVehicle {
  vehicleId: number;
  plate: string;
  groupId?: number;
  groupName?: string;
  frameNo?: string;
  engineNo?: string;
  brand?: string;
  serviceCode?: string;
  owner?: string;
  remark?: string;
  displayYear?: string;
  license?: string;
  phone?: string;
  address?: string;
  installPerson?: string;
  installPlace?: string;
}

/** searchVehicleInfo.json's data (the fields the dialog edits, and the read-only 激活时间). */
export type VehicleInfo = Partial<VehicleFields> & { vehicleId?: number; activationTime?: string; activationTmeStr?: string; extend?: RiskExtend };

/** How 车辆转移 reads the pasted list. */
export type TransferType = 'plate' | 'terminalNo';

/** batchDelVehicle.json's and transVehicle.json's data: the entries sent, by outcome. */
export interface ListedReply {
  noPermission?: string[];
  nonexistent?: string[];
  success?: string[];
  successNum?: number;
  recvNum?: number;
}

/** A terminal type the 车辆资料 dialog offers, with the protocol it speaks. */
/** One of 图标's choices. */
export interface IconTypeOption {
  iconType: number;
  iconName: string;
}

export interface TerminalTypeOption {
  type: string;
  protocol: string;
}

export function createVehicleApi(http: HttpClient) {
  return {
    async listVehicles(q: { groupId: number; pageNumber: number; pageSize: number }): Promise<{ data: VehicleRow[]; total: number }> {
      const obj = unwrap(await http.get<{ data?: VehicleRow[]; total?: number }>(LIST_VEHICLES_PATH, q));
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
    },
    async getGroup(groupId: number): Promise<GroupDetail> {
      const obj = unwrap(await http.post<{ data: GroupDetail }>(GET_GROUP_PATH, { groupId }));
      return obj.data;
    },
    /** updateVehicleGroup.json with a groupId, addVehGroup.json otherwise. */
    async saveGroup(form: GroupForm): Promise<void> {
      const body = {
        ...(form.groupId !== undefined ? { groupId: form.groupId } : {}),
        groupName: form.groupName.trim(),
        parentId: form.parentId,
        parentName: form.parentName,
        phone: form.phone.trim(),
        remark: form.remark.trim(),
      };
      unwrap(await http.post(form.groupId !== undefined ? UPDATE_GROUP_PATH : ADD_GROUP_PATH, body));
    },
    async deleteGroup(groupId: number): Promise<void> {
      unwrap(await http.post(DELETE_GROUP_PATH, { groupId }));
    },
    /** queryVehicleInfo: {delFlag, groupId, groupName, parentId, vehicle, extend (风控信息)}. */
    async vehicleInfo(vehicleId: number): Promise<VehicleInfo> {
      const obj = unwrap(await http.get<{ groupId?: number; vehicle?: VehicleInfo; extend?: RiskExtend }>(VEHICLE_INFO_PATH, { vehicleId }));
      return {
        ...(obj.vehicle ?? {}),
        ...(obj.groupId !== undefined && obj.vehicle?.groupId === undefined ? { groupId: obj.groupId } : {}),
        ...(obj.extend ? { extend: obj.extend } : {}),
      };
    },
    /** listAdminRegion: provinces → cities → districts for 出省报警设置. */
    async adminRegions(): Promise<RegionNode[]> {
      return unwrap(await http.get<{ list?: RegionNode[] }>(ADMIN_REGIONS_PATH)).list ?? [];
    },
    async addVehicle(fields: VehicleFields): Promise<void> {
      unwrap(await http.postJson(SAVE_VEHICLE_PATH, fields));
    },
    /** updateVehicle: the fields, and the 风控信息 tab's settings in alarmUtil (absent members stay as they are). */
    async updateVehicle(vehicleId: number, fields: VehicleFields, util?: AlarmUtil): Promise<void> {
      unwrap(await http.postJson(UPDATE_VEHICLE_PATH, { updateVehicleInfo: { ...fields, vehicleId }, alarmUtil: { ...util, vehId: vehicleId, groupId: fields.groupId } }));
    },
    /** The result line by line, as batchDelVehicle's (success / noPermission / nonexistent). */
    async transfer(transType: TransferType, groupId: number, entries: readonly string[]): Promise<ListedReply> {
      const obj = unwrap(await http.post<{ data?: ListedReply }>(TRANSFER_PATH, { transType, groupId, list: entries.join(',') }));
      return obj?.data ?? {};
    },
    async transferOne(vehicleId: number, groupId: number, befGroupId: number): Promise<void> {
      unwrap(await http.post(SINGLE_TRANSFER_PATH, { vehicleId, groupId, befGroupId }));
    },
    async deleteVehicle(vehicleId: number, groupId: number): Promise<void> {
      unwrap(await http.post(DELETE_VEHICLE_PATH, { vehicleId, groupId }));
    },
    async batchDelete(terminalNos: readonly string[]): Promise<ListedReply> {
      const obj = unwrap(await http.post<{ data?: ListedReply }>(BATCH_DELETE_PATH, { terminalNos: terminalNos.join(',') }));
      return obj?.data ?? {};
    },
    /** Asynchronous: the file appears in 下载列表 (type 4); resolves with the server's msg. */
    async exportVehicles(groupId: number): Promise<string> {
      const reply = await http.get<unknown>(EXPORT_VEHICLES_PATH, { groupId });
      unwrap(reply);
      return 'msg' in reply && typeof reply.msg === 'string' ? reply.msg : '';
    },
    /** The related vehicle of the caller's subtree; undefined when none (or unreadable: it is only an offer). */
    async relatedVehicle(q: { plate: string; frameNo: string; groupId?: number }): Promise<RelatedVehicle | undefined> {
      if (!q.plate.trim() && !q.frameNo.trim()) return undefined;
      try {
        const obj = unwrap(await http.get<Partial<RelatedVehicle>>(RELATED_VEHICLE_PATH, { plate: q.plate.trim(), frameNo: q.frameNo.trim(), ...(q.groupId ? { groupId: q.groupId } : {}) }, { silent: true }));
        return obj && Number(obj.vehicleId) > 0 ? (obj as RelatedVehicle) : undefined;
      } catch {
        return undefined;
      }
    },
    async searchVehicles(keyword: string): Promise<VehicleMatch[]> {
      const k = keyword.trim();
      if (!k) return [];
      const obj = unwrap(await http.get<{ data?: VehicleMatch[] }>(SEARCH_VEHICLES_PATH, { plate: k, searchType: 0 }));
      return Array.isArray(obj?.data) ? obj.data : [];
    },
    async locateVehicle(vehicleId: number, pageSize: number): Promise<VehicleLocation> {
      const obj = unwrap(await http.get<{ data: VehicleLocation }>(LOCATE_VEHICLE_PATH, { vehicleId, pageSize }));
      return { groupId: Number(obj.data.groupId), pageNumber: Number(obj.data.pageNumber), jump: Number(obj.data.jump) };
    },
    /** The terminal types to choose from, each once; none when unreadable (the field stays free text). */
    async terminalTypes(): Promise<TerminalTypeOption[]> {
      try {
        const obj = unwrap(await http.get<{ data?: Array<{ type?: string; protocol?: string }> }>(TERMINAL_TYPES_PATH, {}, { silent: true }));
        const seen = new Set<string>();
        const out: TerminalTypeOption[] = [];
        for (const r of Array.isArray(obj?.data) ? obj.data : []) {
          const type = String(r.type ?? '').trim();
          if (!type || seen.has(type)) continue;
          seen.add(type);
          out.push({ type, protocol: String(r.protocol ?? '') });
        }
        return out;
      } catch {
        return [];
      }
    },
    /** The icons to choose from; none when unreadable (the field then keeps the vehicle's own). */
    async iconTypes(): Promise<IconTypeOption[]> {
      try {
        const obj = unwrap(await http.get<Array<{ iconType?: number; iconName?: string }>>(ICON_TYPES_PATH, {}, { silent: true }));
        return (Array.isArray(obj) ? obj : []).map((r) => ({ iconType: Number(r.iconType), iconName: String(r.iconName ?? '') }));
      } catch {
        return [];
      }
    },
  };
}

export type VehicleApi = ReturnType<typeof createVehicleApi>;
