// Typed calls of 健康数据 (docs/card.md) through the shared request client: the people of a group
// subtree with their latest readings (paged, by keyword), and one person's readings over days with
// the thresholds of their group.
import { unwrap, type HealthThreshold, type HttpClient } from '@chelian/core';

export const HEALTH_LIST_PATH = '/car/v4/api/card/health/list.json';
export const HEALTH_SERIES_PATH = '/car/v4/api/card/health/series.json';

/** A person's latest value of each kind ("" when none yet), when it was measured and whether it was out of range. */
export interface HealthRow {
  id: number;
  name: string;
  personNo: string;
  department: string;
  groupName: string;
  terminalNo: string;
  heartRate: string;
  heartRateTime: string;
  heartRateAlarm: number;
  bloodPressure: string;
  bloodPressureTime: string;
  bloodPressureAlarm: number;
  spo2: string;
  spo2Time: string;
  spo2Alarm: number;
  temperature: string;
  temperatureTime: string;
  temperatureAlarm: number;
}

/** The thresholds' values as the 健康设置 calls write them (the shared type less its origin fields). */
export type HealthThresholds = Pick<
  HealthThreshold,
  'heartRateMin' | 'heartRateMax' | 'systolicMin' | 'systolicMax' | 'diastolicMin' | 'diastolicMax' | 'temperatureMin' | 'temperatureMax' | 'spo2Min' | 'enabled'
>;

/** One reading: the kinds it did not carry are "". */
export interface HealthReading {
  time: string;
  heartRate: number | '';
  systolic: number | '';
  diastolic: number | '';
  spo2: number | '';
  temperature: number | '';
  alarms: string;
}

export interface HealthSeries {
  id: number;
  name: string;
  threshold: HealthThresholds;
  data: HealthReading[];
}

export interface HealthQuery {
  groupId?: number | undefined;
  keyword: string;
  pageNumber: number;
  pageSize: number;
}

export function createHealthApi(http: HttpClient) {
  return {
    async list(q: HealthQuery): Promise<{ data: HealthRow[]; total: number }> {
      const obj = unwrap(
        await http.postJson<{ data?: HealthRow[]; total?: number }>(HEALTH_LIST_PATH, {
          ...(q.groupId ? { groupId: q.groupId } : {}),
          keyword: q.keyword.trim(),
          pageNumber: q.pageNumber,
          pageSize: q.pageSize,
        }),
      );
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
    },
    /** Days are yyyy-MM-dd, both included. */
    async series(id: number, startDay: string, endDay: string): Promise<HealthSeries> {
      const obj = unwrap(await http.postJson<HealthSeries>(HEALTH_SERIES_PATH, { id, startDay, endDay }));
      return { ...obj, data: Array.isArray(obj?.data) ? obj.data : [] };
    },
  };
}

export type HealthApi = ReturnType<typeof createHealthApi>;
