// Contracts as the server sends them (/elec-lease/v1/api/contract/…, collection/page.json) and the
// calls several pages share: the paged list, one contract, recording a payment. Amounts are yuan text.
import { unwrap, type HttpClient } from '@chelian/core';

export const LEASE_API = '/elec-lease/v1/api/';

export interface ContractRow {
  id: number;
  contractNo: string;
  groupId: number;
  groupName: string;
  vehicleId: number;
  plate: string;
  terminalNo: string;
  riderName: string;
  /** masked by the server */
  riderIdNo: string;
  riderPhone: string;
  startTime: string;
  term: number;
  period: number;
  rent: string;
  deposit: string;
  status: number;
  overdueDays: number;
  overdueAmount: string;
  paidAmount: string;
  totalAmount: string;
  lateCount: number;
  grade: number;
  gradeText: string;
  remark: string;
  /** collection/page.json only */
  lastAction?: string;
  lastActionTime?: string;
  lastActionResult?: string;
}

export interface ContractQuery {
  status: number;
  keyword: string;
  pageNumber: number;
  pageSize: number;
}

export interface Paged<T> {
  data: T[];
  total: number;
}

export interface PaymentForm {
  contractId: number;
  amount: string;
  paidTime: string;
  method: string;
  remark: string;
}

/** Yuan with at most two decimals, above zero (what the server takes). */
export function isAmount(text: string): boolean {
  return /^\d{1,9}(\.\d{1,2})?$/.test(text.trim()) && Number(text) > 0;
}

export function asPaged<T>(obj: Partial<Paged<T>> | null | undefined): Paged<T> {
  return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
}

export function createContractListApi(http: HttpClient) {
  return {
    async contracts(q: ContractQuery, collections = false): Promise<Paged<ContractRow>> {
      const keyword = q.keyword.trim();
      const path = collections ? `${LEASE_API}collection/page.json` : `${LEASE_API}contract/page.json`;
      return asPaged(
        unwrap(
          await http.get<Partial<Paged<ContractRow>>>(path, {
            ...(q.status ? { status: q.status } : {}),
            ...(keyword ? { keyword } : {}),
            pageNumber: q.pageNumber,
            pageSize: q.pageSize,
          }),
        ),
      );
    },
    async recordPayment(form: PaymentForm): Promise<ContractRow> {
      return unwrap(await http.postJson<ContractRow>(`${LEASE_API}payment/add.json`, { ...form, amount: form.amount.trim() }));
    },
  };
}

export type ContractListApi = ReturnType<typeof createContractListApi>;
