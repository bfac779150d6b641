// 保险报表 (1512) calls, §3.7: pageInsuranceReport (POST form, the same id + type parameters as the
// maintenance report) and its file export.
import type { HttpClient } from '@chelian/core';
import { fetchReportPage, type PageRequest, type ReportExport } from '@chelian/reports';
import type { TargetRange } from '../../shared/useTargetRange';
import { idTypeParams } from '../maintain/service';

export const INSURANCE_PATH = '/car/v1/accelerate/report/insuranceReport/pageInsuranceReport.json';
export const INSURANCE_EXPORT: ReportExport = { kind: 'center', path: '/car/v1/accelerate/report/insuranceReport/exportInsuranceReport.json' };

export interface InsuranceRow {
  vehicleId: number;
  plate: string;
  owner: string;
  phone: string;
  type: number;
  amountMoney: number;
  insuranceCompany: string;
  insuranceType: string;
  leadTime: number;
  loginTime: string;
  nestTimeInsuranceTime: string;
  tips: string;
  remark: string;
}

export const fetchInsurance = (http: HttpClient, f: TargetRange, page: PageRequest) =>
  fetchReportPage<InsuranceRow>(http, 'POST', INSURANCE_PATH, { ...idTypeParams(f), ...page });
