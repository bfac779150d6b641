// Typed calls of 合规月报: a fleet's month (/gb/v1/monthly.json: a row per e-bike, totals, verdict
// counts) and its export through the download center (monthly/export.json with toCenter=1).
import { unwrap, type HttpClient } from '@chelian/core';
import type { ReportExport } from '@chelian/reports';
import type { BikeRow, Judged, Tally } from '../../shared/bikes';

export const MONTHLY_PATH = '/gb/v1/monthly.json';
export const MONTHLY_EXPORT: ReportExport = { kind: 'center', path: '/gb/v1/monthly/export.json' };

export interface MonthRow extends BikeRow, Judged {
  tally: Tally;
}

export interface MonthReply {
  month: string;
  bikes: number;
  pass: number;
  fail: number;
  noData: number;
  /** gb.min_beidou_percent, in percent. */
  minBeidouShare: number;
  total: Tally;
  rows: MonthRow[];
}

export interface MonthQuery {
  month: string;
  groupId?: number;
}

export function monthParams(q: MonthQuery): Record<string, string | number> {
  return { month: q.month, ...(q.groupId ? { groupId: q.groupId } : {}) };
}

export function createMonthlyApi(http: HttpClient) {
  return {
    async monthly(q: MonthQuery): Promise<MonthReply> {
      const obj = unwrap(await http.get<MonthReply>(MONTHLY_PATH, monthParams(q)));
      return { ...obj, rows: Array.isArray(obj.rows) ? obj.rows : [] };
    },
  };
}
