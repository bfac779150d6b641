// Every call of 风控中心 (v3-console-inventory §3.8), through the shared request client: the tiles'
// counts, the detail lists, the 超长停车 range, excelAlarmExport (download center), the four 7-day
// trends, 结清 and the follow levels (shared with the monitor).
import { unwrap, type HttpClient } from '@chelian/core';
import { runReportExport } from '@chelian/reports';
import { createConcernApi, type ConcernApi } from '@chelian/tracking';
import type { HomePageTwo, TrendDays } from './model/categories';

const HOME = '/car/v1/accelerate/home/';

/** A row of the detail lists (the fields differ by list; every list has the vehicle's). */
export interface RiskRow {
  vehicleId: number;
  groupId: number;
  groupName: string;
  plate: string;
  frameNo: string;
  terminalNo: string;
  terminalType: string;
  sim: string;
  owner: string;
  nowRemark: string;
  concernLevel: number;
  remark: string;
  settle: number;
  lat: number;
  lon: number;
  nowLat?: number;
  nowLon?: number;
  speed: number;
  devTime: string;
  pos: number;
  state: number;
  stateTime: string;
  alarmStr?: string;
  alarmName?: string;
  alarmTime?: string;
  pathName?: string;
  alarmLat?: number;
  alarmLon?: number;
  displayTime?: string;
  evidence?: Array<{ fact: string; alarmName: string; alarmTime: string | number; lat: number; lon: number; pathName: string }>;
}

export interface RelatedDevice {
  vehicleId: number;
  carId: number;
  plate: string;
  isOnline: number;
  vehicleFlag: number;
  schemaValue: string;
  sortTime: string;
}
export interface RelatedSet {
  keyworks: string;
  carType: number;
  groupName: string;
  list: RelatedDevice[];
}

export interface Page<T> {
  data: T[];
  total: number;
}

export interface TrendRow {
  vehicleId: number;
  plate: string;
  terminalNo: string;
  groupName: string;
  type: number;
  power: number;
  state: number;
  expireDate: string;
  nestTimeInsuranceTime: string;
}

export type TrendKind = 'insurance' | 'maintain' | 'power' | 'renew';
const TREND_PATHS: Record<TrendKind, [string, string]> = {
  insurance: ['insuranceRisk/getInsuranceRiskNum.json', 'insuranceRisk/getInsuranceRiskData.json'],
  maintain: ['maintainRisk/getMaintainRiskNum.json', 'maintainRisk/getMaintainRiskData.json'],
  power: ['powerRisk/getPowerRiskNum.json', 'powerRisk/getPowerRiskData.json'],
  renew: ['maintainRisk/getRenewRiskNum.json', 'maintainRisk/getRenewRiskData.json'],
};

export interface RiskApi extends ConcernApi {
  homePageTwo(): Promise<HomePageTwo>;
  riskTotal(): Promise<number>;
  concerns(pageNumber: number, pageSize: number): Promise<Page<RiskRow>>;
  risks(type: number, pageNumber: number, pageSize: number): Promise<Page<RiskRow>>;
  alarms(type: number, pageNumber: number, pageSize: number): Promise<Page<RiskRow>>;
  longStops(pageNumber: number, pageSize: number): Promise<Page<RiskRow>>;
  relatedOffline(pageNumber: number, pageSize: number): Promise<Page<RelatedSet>>;
  stopRange(): Promise<{ startDay: number; endDay: number }>;
  saveStopRange(startDay: number, endDay: number): Promise<void>;
  exportAlarms(codes: number[], keys: string[]): Promise<void>;
  trend(kind: TrendKind): Promise<TrendDays>;
  trendRows(kind: TrendKind, pageNumber: number, pageSize: number): Promise<Page<TrendRow>>;
  settle(vehicleId: number): Promise<void>;
}

export function createRiskApi(http: HttpClient): RiskApi {
  const page = async <T>(path: string, params: Record<string, string | number>): Promise<Page<T>> => {
    const r = unwrap(await http.get<{ data: T[]; total: number }>(path, params));
    return { data: r.data ?? [], total: r.total ?? 0 };
  };
  return {
    ...createConcernApi(http),
    async homePageTwo() {
      return unwrap(await http.get<HomePageTwo>(`${HOME}pageHomePageTwo.json`));
    },
    async riskTotal() {
      return unwrap(await http.get<{ riskTotalNum: number }>(`${HOME}queryHomePageRisk.json`)).riskTotalNum;
    },
    concerns: (pageNumber, pageSize) => page(`${HOME}pageHomeUserConcern.json`, { pageNumber, pageSize }),
    risks: (type, pageNumber, pageSize) => page(`${HOME}pageRiskAnalysis.json`, { type, pageNumber, pageSize }),
    alarms: (type, pageNumber, pageSize) => page(`${HOME}pageHomePageAlarmInfo.json`, { type, pageNumber, pageSize }),
    longStops: (pageNumber, pageSize) => page(`${HOME}pageLongStop.json`, { pageNumber, pageSize }),
    relatedOffline: (pageNumber, pageSize) => page(`${HOME}pageRelatedOffline.json`, { pageNumber, pageSize }),
    async stopRange() {
      return unwrap(await http.get<{ startDay: number; endDay: number }>(`${HOME}getStopTimeSetting.json`));
    },
    async saveStopRange(startDay, endDay) {
      unwrap(await http.postJson(`${HOME}addStopTimeSetting.json`, { startDay, endDay }));
    },
    async exportAlarms(codes, keys) {
      await runReportExport(http, { kind: 'async', path: `${HOME}excelAlarmExport.json` }, { type: codes.join(','), keys: keys.join(',') });
    },
    async trend(kind) {
      return unwrap(await http.get<TrendDays>(`/car/v1/api/${TREND_PATHS[kind][0]}`));
    },
    trendRows: (kind, pageNumber, pageSize) => page(`/car/v1/api/${TREND_PATHS[kind][1]}`, { pageNumber, pageSize }),
    async settle(vehicleId) {
      unwrap(await http.get('/car/v1/api/settle/updateSettleStatus', { vehicleId, type: 1 }));
    },
  };
}
