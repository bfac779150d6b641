// 工单管理, pure (§2.7, §4.6): the status tabs and tags, which actions a status allows, the columns of
// each tab, and the search form → pageWorkSheetListByCondition parameters.
import type { SheetParams, SheetRow } from '../service';

/** 0 全部, 1 待确认, 2 待安装, 3 已安装, 4 已完成, 5 已取消, 6 其他. */
export const SHEET_STATUSES = [0, 1, 2, 3, 4, 5] as const;
export type SheetStatusTab = (typeof SHEET_STATUSES)[number];
export const STATUS_INSTALLED = 3;
export const STATUS_FINISHED = 4;
export const STATUS_CANCELLED = 5;
export const WORKER_LEFT = 2;

/** The antd tag colour of a status (§2.7: 待确认 warning, 待安装 error, 已安装 processing, 已完成 success, 已取消 default). */
export function statusColor(status: number): string {
  return ({ 1: 'warning', 2: 'error', 3: 'processing', 4: 'success', 5: 'default' } as Record<number, string>)[Number(status)] ?? 'default';
}

export interface SheetActions {
  edit: boolean;
  cancel: boolean;
  finish: boolean;
}

/** 修改 and 取消 while not installed yet (status < 3); 完成 once installed (3). */
export function sheetActions(status: number): SheetActions {
  const s = Number(status);
  return { edit: s >= 1 && s < STATUS_INSTALLED, cancel: s >= 1 && s < STATUS_INSTALLED, finish: s === STATUS_INSTALLED };
}

/** Time columns by tab: every tab shows 创建时间 and 预安装时间; later states add their own time. */
export type TimeColumn = 'createTime' | 'installTime' | 'confirmTime' | 'installedTime' | 'finishTime' | 'cancelTime';

export function timeColumns(tab: SheetStatusTab): TimeColumn[] {
  switch (tab) {
    case 2:
      return ['createTime', 'installTime', 'confirmTime'];
    case 3:
      return ['createTime', 'installTime', 'installedTime'];
    case 4:
      return ['createTime', 'installTime', 'finishTime'];
    case 5:
      return ['createTime', 'installTime', 'cancelTime'];
    default:
      return ['createTime', 'installTime'];
  }
}

/** The search form: 全部 0 / 车主名称 1 / 安装人员 2 / 车牌号 3 / 设备号 4 with a value. */
export type SearchType = 0 | 1 | 2 | 3 | 4;

export interface SheetSearch {
  status: SheetStatusTab;
  searchType: SearchType;
  searchValue: string;
  /** 安装人员 picked in the select (its userId). */
  workerId?: number;
  terminalType: string;
  /** yyyy-MM-dd, both or neither. */
  days?: [string, string];
}

export const defaultSheetSearch: SheetSearch = { status: 0, searchType: 0, searchValue: '', terminalType: '' };

/**
 * The request (§3.9): searchType −1 when nothing is typed, else the chosen type (0 = owner, installer
 * or plate); the period as whole days; the installer as userId; empty fields left out.
 */
export function sheetParams(s: SheetSearch, page?: { pageNumber: number; pageSize: number }): SheetParams {
  const value = s.searchValue.trim();
  const p: SheetParams = { status: s.status, searchType: value ? s.searchType : -1 };
  if (value) p.searchValues = value;
  if (s.workerId !== undefined) p.userId = s.workerId;
  if (s.terminalType.trim()) p.terminalType = s.terminalType.trim();
  if (s.days) {
    p.startTime = `${s.days[0]} 00:00:00`;
    p.endTime = `${s.days[1]} 23:59:59`;
  }
  return page ? { ...p, ...page } : p;
}

/** The vehicles of an order as one line (plates, else terminal numbers). */
export function sheetVehicles(row: Pick<SheetRow, 'plates' | 'workSheetDeviceVo'>): string {
  if (row.plates) return row.plates.split(',').filter(Boolean).join('、');
  const devices = Array.isArray(row.workSheetDeviceVo) ? row.workSheetDeviceVo : row.workSheetDeviceVo ? [row.workSheetDeviceVo] : [];
  return devices.map((d) => d.plate || d.terminalNo || '').filter(Boolean).join('、');
}

/** The vehicle ids of an order (for editing it). */
export function sheetVehicleIds(row: Pick<SheetRow, 'vehicleIds'>): number[] {
  return (row.vehicleIds ?? '').split(',').map(Number).filter((n) => Number.isInteger(n) && n > 0);
}
