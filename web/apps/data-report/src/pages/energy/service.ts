// 剩余电量 (1506) calls, §3.7: pageEnergyReport (POST form: percent, gl 'l' ≤ / 'g' ≥, longStay) and
// the file export with the same parameters.
import type { HttpClient, Params } from '@chelian/core';
import { fetchReportPage, type PageRequest, type ReportExport } from '@chelian/reports';

export const ENERGY_PATH = '/car/v1/accelerate/report/energyReport/pageEnergyReport.json';
export const ENERGY_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/energyReport/exportEnergyReport.json' };

export interface EnergyFilter {
  gl: 'l' | 'g';
  percent: number;
}

/** One-letter keys (§2.6): V vehicleId, P plate, G group, W owner, N terminal, E percent, I SIM, C. */
export interface EnergyRow {
  V: number;
  P: string;
  G: string;
  W?: string;
  N: string;
  E: number;
  I: string;
}

export function energyParams(f: EnergyFilter): Params {
  return { percent: f.percent, gl: f.gl, longStay: 0 };
}

export const fetchEnergy = (http: HttpClient, f: EnergyFilter, page: PageRequest) =>
  fetchReportPage<EnergyRow>(http, 'POST', ENERGY_PATH, { ...energyParams(f), ...page });
