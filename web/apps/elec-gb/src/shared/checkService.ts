// Typed call of a compliance check (/gb/v1/check.json), read by 合规检查 and 实时定位: one bike over a
// period, with the figures, the verdict and its reasons, and the evidence lists (speeding, tamper, offline).
import { unwrap, type HttpClient } from '@chelian/core';
import type { BikeRow, Judged, Tally } from './bikes';

export const CHECK_PATH = '/gb/v1/check.json';

export interface OverspeedEvidence {
  startTime: string;
  endTime: string;
  durationS: number;
  maxSpeed: number;
  lat: number;
  lon: number;
}
export interface OfflineEvidence {
  startTime: string;
  endTime: string;
  durationS: number;
}
export interface TamperEvidence {
  time: string;
  code: string;
  alarmName: string;
  lat: number;
  lon: number;
}

export interface CheckReply extends BikeRow, Judged {
  tally: Tally;
  medianGapS: number;
  requiredIntervalS: number;
  speedLimitKmh: number;
  minBeidouShare: number;
  overspeeds: OverspeedEvidence[];
  offlinePeriods: OfflineEvidence[];
  tampers: TamperEvidence[];
}

export function createCheckApi(http: HttpClient) {
  return {
    async check(vehicleId: number, startTime: string, endTime: string): Promise<CheckReply> {
      return unwrap(await http.get<CheckReply>(CHECK_PATH, { vehicleId, startTime, endTime }));
    },
  };
}
