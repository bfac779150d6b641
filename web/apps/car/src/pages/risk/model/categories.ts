// 风控中心's fourteen tiles (v3-console-inventory §2.5): where each count comes from, which list its
// dialog reads, its export code and the export columns chosen by default. Pure data and functions.

/** The reply of pageHomePageTwo. */
export interface HomePageTwo {
  settleNum: number;
  alarmVehicleNum: number;
  stopNum: number;
  regionNum: number;
  superNum: number;
  speedNum: number;
  concernList: number;
  urgentNum: number;
  removeNum: number;
  separateNum: number;
  other: number;
  electricNum: number;
  twoNum: number;
}

/** Every count a tile shows: pageHomePageTwo, riskTotalNum, and the two of the risk page's own calls. */
export interface TileCounts extends Partial<HomePageTwo> {
  riskTotalNum?: number;
  carVehOfflineNum?: number;
  longStopNum?: number;
}

/** Which list a dialog shows. */
export type DialogKind = 'concern' | 'risk' | 'relatedOffline' | 'longStop' | 'alarm';

/** The fourteen tiles' count fields. */
export type TileKey =
  | 'concernList' | 'riskTotalNum' | 'carVehOfflineNum' | 'separateNum' | 'removeNum' | 'electricNum' | 'longStopNum'
  | 'twoNum' | 'superNum' | 'stopNum' | 'regionNum' | 'speedNum' | 'urgentNum' | 'other';

export interface Tile {
  key: TileKey;
  kind: DialogKind;
  /** pageHomePageAlarmInfo type for kind 'alarm'. */
  alarmType?: number;
  /** excelAlarmExport code; none: no export (多设备离线, 分离). */
  exportCode?: number;
  /** localStorage key of the first-open intro. */
  introKey?: string;
}

export const TILES: readonly Tile[] = [
  { key: 'concernList', kind: 'concern', exportCode: 3 },
  { key: 'riskTotalNum', kind: 'risk', exportCode: 4, introKey: 'isRiskTotalNumFirst' },
  { key: 'carVehOfflineNum', kind: 'relatedOffline', introKey: 'isCarVehOfflineNumFirst' },
  { key: 'separateNum', kind: 'alarm', alarmType: 10, introKey: 'isSeparateNumFirst' },
  { key: 'removeNum', kind: 'alarm', alarmType: 7, exportCode: 5 },
  { key: 'electricNum', kind: 'alarm', alarmType: 6, exportCode: 7 },
  { key: 'longStopNum', kind: 'longStop', exportCode: 11 },
  { key: 'twoNum', kind: 'alarm', alarmType: 3, exportCode: 1 },
  { key: 'superNum', kind: 'alarm', alarmType: 0, exportCode: 8 },
  { key: 'stopNum', kind: 'alarm', alarmType: 4, exportCode: 9 },
  { key: 'regionNum', kind: 'alarm', alarmType: 1, exportCode: 2 },
  { key: 'speedNum', kind: 'alarm', alarmType: 5, exportCode: 12 },
  { key: 'urgentNum', kind: 'alarm', alarmType: 8, exportCode: 13 },
  { key: 'other', kind: 'alarm', alarmType: 9, exportCode: 14 },
];

/** The header's 导出 drop-down: the export codes in the inventory's order. */
export const EXPORT_MENU_CODES: readonly number[] = [3, 4, 5, 7, 11, 1, 8, 9, 2, 12, 13, 14];

/** The tile of an export code. */
export function tileOfExportCode(code: number): Tile | undefined {
  return TILES.find((t) => t.exportCode === code);
}

/** A tile's count (0 while unknown). */
export function tileCount(tile: Tile, counts: TileCounts): number {
  return counts[tile.key] ?? 0;
}

/** The 风险车辆 tabs (pageRiskAnalysis type). */
export const RISK_TABS: readonly number[] = [1, 2, 3];

/** Concern menu and 结清 are offered in the lists of every kind but these. */
export function hasConcernActions(kind: DialogKind): boolean {
  return kind !== 'relatedOffline' && kind !== 'longStop';
}

/** Column keys of 导出筛选, in the order the dialog lists them. */
export const EXPORT_KEYS: readonly string[] = [
  'plate', 'frameNo', 'alarmTime', 'alarmName', 'alarmAddress', 'nowAddress', 'groupName', 'nowRemark', 'concernLevel',
  'remark', 'owner', 'sim', 'terminalType', 'installDate', 'activationTme', 'iccid', 'speed', 'devTime', 'pos',
  'stateTime', 'alarmStr', 'displayTime',
];

/** The columns an export code offers (keys that make sense for its list). */
export function exportKeysOf(code: number): string[] {
  const tile = tileOfExportCode(code);
  const kind = tile?.kind ?? 'alarm';
  const alarmKeys = ['alarmTime', 'alarmName', 'alarmAddress'];
  const stateKeys = ['speed', 'devTime', 'pos', 'stateTime', 'alarmStr'];
  return EXPORT_KEYS.filter((k) => {
    if (k === 'displayTime') return kind === 'longStop';
    if (alarmKeys.includes(k)) return kind === 'alarm' || kind === 'risk';
    if (stateKeys.includes(k)) return kind === 'concern';
    if (k === 'concernLevel' || k === 'remark') return kind !== 'longStop';
    return true;
  });
}

/** The columns ticked when 导出筛选 opens for `code` (the server's defaults for the same code). */
export function defaultExportKeys(code: number): string[] {
  const tile = tileOfExportCode(code);
  if (tile?.kind === 'concern')
    return ['plate', 'groupName', 'concernLevel', 'frameNo', 'terminalType', 'speed', 'devTime', 'stateTime', 'alarmStr', 'remark', 'nowRemark'];
  if (tile?.kind === 'longStop') return ['plate', 'groupName', 'frameNo', 'displayTime', 'nowAddress'];
  return ['plate', 'groupName', 'frameNo', 'alarmName', 'alarmTime', 'concernLevel', 'remark', 'alarmAddress', 'nowRemark'];
}

/** 定位 of a row (pos): −1 --, 0 GPS信号弱, 1 卫星定位, 2 WIFI定位, 3/4 基站定位. */
export function positionKind(pos: number): 'none' | 'weak' | 'gps' | 'wifi' | 'lbs' {
  if (pos === 0) return 'weak';
  if (pos === 1) return 'gps';
  if (pos === 2) return 'wifi';
  if (pos === 3 || pos === 4) return 'lbs';
  return 'none';
}

/** The 7-day trend: oldest → newest (seventhData … firstData). */
export const TREND_DAY_KEYS = ['seventhData', 'sixthData', 'fifthData', 'fourthData', 'thirdData', 'secondData', 'firstData'] as const;
export type TrendDays = Partial<Record<(typeof TREND_DAY_KEYS)[number], number>>;

export function trendSeries(days: TrendDays): number[] {
  return TREND_DAY_KEYS.map((k) => days[k] ?? 0);
}
