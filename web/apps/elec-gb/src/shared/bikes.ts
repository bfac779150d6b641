// The e-bikes of the caller's subtree with their registry records (/gb/v1/bikes.json), read by
// 车辆备案 (the list) and 合规检查 (the bike picker), and the figures every compliance reply carries.
import { unwrap, type HttpClient } from '@chelian/core';

export const BIKES_PATH = '/gb/v1/bikes.json';

export interface BikeRow {
  vehicleId: number;
  plate: string;
  groupId: number;
  groupName: string;
  terminalNo: string;
  registered: 0 | 1;
  make: string;
  model: string;
  frameNo: string;
  motorNo: string;
  beidouSerial: string;
  /** 1 个人, 2 物流, 3 租赁; 0 not registered. */
  usageClass: number;
  beidouOn: 0 | 1;
  updateTime: string;
}

export interface BikeQuery {
  groupId?: number;
  keyword?: string;
  /** 0 all, 1 registered, 2 not registered. */
  registered?: number;
  pageNumber: number;
  pageSize: number;
}

export async function listBikes(http: HttpClient, q: BikeQuery): Promise<{ data: BikeRow[]; total: number }> {
  const keyword = q.keyword?.trim();
  const obj = unwrap(
    await http.get<{ data?: BikeRow[]; total?: number }>(BIKES_PATH, {
      ...(q.groupId ? { groupId: q.groupId } : {}),
      ...(keyword ? { keyword } : {}),
      registered: q.registered ?? 0,
      pageNumber: q.pageNumber,
      pageSize: q.pageSize,
    }),
  );
  return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
}

/** A compliance tally as the server sends it (percent -1: unknown). */
export interface Tally {
  fixes: number;
  beidouFixes: number;
  gnssKnownFixes: number;
  beidouShare: number;
  gaps: number;
  gapsWithinShare: number;
  maxGapS: number;
  offlinePeriods: number;
  offlineS: number;
  longOffline: number;
  overspeedEvents: number;
  overspeedLongestS: number;
  overspeedMaxKmh: number;
  tamperEvents: number;
}

/** 1 合规, 2 不合规, 3 数据不足. */
export type Verdict = 1 | 2 | 3;

export interface Judged {
  verdict: Verdict;
  verdictName: string;
  reasons: string[];
}
