// Typed calls of 结清列表 (v3-console-inventory §3.9 /settle/…) through the shared request client:
// the settled vehicles (paged, by group), their count, the export file and 结清撤回
// (updateSettleStatus type 0).
import { unwrap, type HttpClient } from '@chelian/core';

export const SETTLE_PAGE_PATH = '/car/v1/api/settle/pageSettleList';
export const SETTLE_TOTAL_PATH = '/car/v1/api/settle/getSettleTotal';
export const SETTLE_EXPORT_PATH = '/car/v1/api/settle/exportSettleList';
export const SETTLE_STATUS_PATH = '/car/v1/api/settle/updateSettleStatus';

export interface SettleRow {
  vehicleId: number;
  groupId: number;
  plate: string;
  sim: string;
  frameNo: string;
  settleTime: string;
  groupName: string;
}

export interface SettleFilter {
  groupId?: number;
}

/** The filter's params (the group left out when none is chosen). */
export function settleParams(f: SettleFilter): Record<string, number> {
  return f.groupId !== undefined ? { groupId: f.groupId } : {};
}

export function createSettleApi(http: HttpClient) {
  return {
    async list(f: SettleFilter, page: { pageNumber: number; pageSize: number }): Promise<{ data: SettleRow[]; total: number }> {
      const obj = unwrap(await http.get<{ data?: SettleRow[]; total?: number }>(SETTLE_PAGE_PATH, { ...settleParams(f), ...page }));
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
    },
    async total(): Promise<number> {
      return Number(unwrap(await http.get<number>(SETTLE_TOTAL_PATH)) ?? 0);
    },
    exportList(f: SettleFilter): void {
      http.exportFile(SETTLE_EXPORT_PATH, settleParams(f));
    },
    /** 结清撤回: the vehicle counts again (type 0). */
    async withdraw(vehicleId: number): Promise<void> {
      unwrap(await http.get(SETTLE_STATUS_PATH, { vehicleId, type: 0 }));
    },
  };
}

export type SettleApi = ReturnType<typeof createSettleApi>;
