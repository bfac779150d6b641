// 离线统计's calls (§2.6 1502, §3.7), read by the report page and by the big screen's vehicle-state
// detail: the page (POST form) and its export, and the row with the previous console's one-letter
// keys (P plate, M SIM, N terminal, G group, Y type, T last time, S offline for, A/O lat/lon).
import type { ReportExport } from './reportExport';

export const OFFLINE_PATH = '/car/v1/accelerate/report/offOnlineReport/pageOffOnline.json';
export const OFFLINE_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/offOnlineReport/exportOffOnline.json' };

export interface OfflineRow {
  vehicleId?: number;
  P: string;
  M: string;
  N: string;
  G: string;
  Y: string;
  T: string;
  S: string;
  A: number;
  O: number;
  /** The caller's 关注度 of the vehicle (1 高, 2 中, 3 低; 0 未关注) and its remark. */
  concernLevel?: number;
  remark?: string;
}
