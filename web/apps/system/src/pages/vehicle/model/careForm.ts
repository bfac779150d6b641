// The 保险信息 / 保养信息 forms' values and the dates they derive (§2.3 tabs 5–6): the next renewal is
// the first anniversary of registration not yet past and its reminder that many days earlier (as
// the server records it); the next service is a year and 10,000 km after the last one.
import dayjs, { type Dayjs } from 'dayjs';
import type { InsuranceInfo, MaintainInfo } from '../careService';

export const SERVICE_EVERY_KM = 10_000;
const DAY = 'YYYY-MM-DD';

export interface InsuranceFormValues {
  type: 1 | 2;
  loginTime?: Dayjs;
  insuranceCompany?: number;
  leadTime?: number;
  insuranceType: number[];
  amountMoney?: number;
  remark?: string;
}

export interface MaintainFormValues {
  currentMileage?: number;
  lastMileage?: number;
  lastMaintainTime?: Dayjs;
  leadTime?: number;
  advanceKilometers?: number;
  remark?: string;
}

export function insuranceFormValues(info: InsuranceInfo | undefined): InsuranceFormValues {
  if (!info) return { type: 1, insuranceType: [], leadTime: 30 };
  return {
    type: Number(info.type) === 2 ? 2 : 1,
    loginTime: info.loginTime ? dayjs(info.loginTime) : undefined,
    insuranceCompany: info.insuranceCompany ? Number(info.insuranceCompany) : undefined,
    leadTime: info.leadTime,
    insuranceType: String(info.insuranceType ?? '').split(',').filter(Boolean).map(Number),
    amountMoney: info.amountMoney,
    remark: info.remark ?? '',
  };
}

export function insuranceInfo(v: InsuranceFormValues): InsuranceInfo {
  return {
    type: v.type,
    loginTime: v.loginTime?.format(DAY) ?? '',
    insuranceCompany: String(v.insuranceCompany ?? ''),
    leadTime: v.leadTime ?? 0,
    insuranceType: v.insuranceType.join(','),
    amountMoney: v.amountMoney ?? 0,
    remark: v.remark?.trim() ?? '',
  };
}

export function maintainFormValues(info: MaintainInfo | undefined, odometerKm?: number): MaintainFormValues {
  if (!info) return { currentMileage: odometerKm, leadTime: 15, advanceKilometers: 500 };
  return {
    currentMileage: info.currentMileage,
    lastMileage: info.lastMileage,
    lastMaintainTime: info.lastMaintainTime ? dayjs(info.lastMaintainTime) : undefined,
    leadTime: info.leadTime,
    advanceKilometers: info.advanceKilometers,
    remark: info.remark ?? '',
  };
}

export function maintainInfo(v: MaintainFormValues): MaintainInfo {
  return {
    currentMileage: v.currentMileage ?? 0,
    lastMileage: v.lastMileage ?? 0,
    lastMaintainTime: v.lastMaintainTime?.format(DAY) ?? '',
    leadTime: v.leadTime ?? 0,
    advanceKilometers: v.advanceKilometers ?? 0,
    remark: v.remark?.trim() ?? '',
  };
}

/** The next renewal (the first anniversary of `loginTime` not before `today`) and the day its reminder starts. */
export function nextInsurance(loginTime: Dayjs, leadDays: number, today: Dayjs): { renewal: string; remind: string } {
  let years = 1;
  while (loginTime.add(years, 'year').isBefore(today, 'day') && years < 200) years += 1;
  const renewal = loginTime.add(years, 'year');
  return { renewal: renewal.format(DAY), remind: renewal.subtract(leadDays, 'day').format(DAY) };
}

export function nextMaintenance(lastTime: Dayjs, lastMileage: number): { day: string; km: number } {
  return { day: lastTime.add(1, 'year').format(DAY), km: lastMileage + SERVICE_EVERY_KM };
}
