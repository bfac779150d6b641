// Typed calls of 工单管理 (v3-console-inventory §3.9 /worksheet/management/…) through the shared
// request client: the orders by status and search (JSON), add / update (JSON), delete, the status
// changes (完成 / 取消), the installers for the picker, the export file, and the vehicle search.
import { unwrap, type HttpClient } from '@chelian/core';
import { searchVehicles, type VehicleMatch } from '@chelian/tracking';

export const SHEET_PAGE_PATH = '/car/v1/worksheet/management/pageWorkSheetListByCondition.json';
export const SHEET_SAVE_PATH = '/car/v1/worksheet/management/saveWorkSheet.json';
export const SHEET_UPDATE_PATH = '/car/v1/worksheet/management/updateWorkSheet.json';
export const SHEET_DELETE_PATH = '/car/v1/worksheet/management/deleteWorkSheet.json';
export const SHEET_STATUS_PATH = '/car/v1/worksheet/management/updateWorkSheetStatus.json';
export const SHEET_EXPORT_PATH = '/car/v1/worksheet/management/exportWorkSheet.json';
export const SHEET_WORKERS_PATH = '/car/v1/worksheet/management/pageInstallWorker.json';

export interface SheetDevice {
  plate?: string;
  deviceId?: number;
  terminalNo?: string;
  terminalType?: string;
  installPosition?: string;
  pictureUrl?: string;
}

export interface SheetRow {
  id: number;
  carOwner: string;
  phone: string;
  installTime: string;
  finishTime?: string;
  installWorker: number;
  installWorkerName: string;
  /** 1 employed, 2 left. */
  installWorkerFlag: number;
  address: string;
  remark: string;
  createTime: string;
  confirmTime?: string;
  installedTime?: string;
  cancelTime?: string;
  vehicleIds?: string;
  plates?: string;
  installPositions?: string;
  /** 0 with vehicles, 1 without. */
  vehicleFlag: number;
  status: number;
  workSheetDeviceVo?: SheetDevice[] | SheetDevice | null;
}

export interface Installer {
  userId: number;
  name: string;
  /** 1 employed, 2 left. */
  flag: number;
}

/** The body of save / update. */
export interface SheetForm {
  id?: number;
  carOwner: string;
  phone: string;
  installWorker: number;
  /** yyyy-MM-dd HH:mm:ss. */
  installTime: string;
  vehicleFlag: 0 | 1;
  /** Vehicle ids, comma-separated (empty when vehicleFlag is 1). */
  devices: string;
  address: string;
  remark: string;
}

export type SheetParams = Record<string, string | number>;

export function createWorksheetApi(http: HttpClient) {
  return {
    async list(params: SheetParams): Promise<{ data: SheetRow[]; total: number }> {
      const obj = unwrap(await http.postJson<{ data?: SheetRow[]; total?: number }>(SHEET_PAGE_PATH, params));
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
    },
    async save(form: SheetForm): Promise<void> {
      unwrap(await http.postJson(form.id !== undefined ? SHEET_UPDATE_PATH : SHEET_SAVE_PATH, form));
    },
    async remove(ids: readonly number[]): Promise<void> {
      unwrap(await http.get(SHEET_DELETE_PATH, { ids: ids.join(',') }));
    },
    async setStatus(id: number, status: number): Promise<void> {
      unwrap(await http.get(SHEET_STATUS_PATH, { id, status }));
    },
    async installers(): Promise<Installer[]> {
      const obj = unwrap(await http.get<Installer[]>(SHEET_WORKERS_PATH));
      return Array.isArray(obj) ? obj : [];
    },
    exportList(params: SheetParams): void {
      http.exportFile(SHEET_EXPORT_PATH, { ...params, type: 0 });
    },
    searchVehicles: (keyword: string): Promise<VehicleMatch[]> => searchVehicles(http, keyword),
  };
}

export type WorksheetApi = ReturnType<typeof createWorksheetApi>;
