// Typed calls of 收款记录: the paged payments with their sum, the import template (through the export
// frame) and the .xlsx import with one result per row.
import { asImportResult, unwrap, type HttpClient, type XlsxImportResult } from '@chelian/core';
import { LEASE_API, asPaged, type Paged } from '../../shared/contracts';

export interface PaymentRow {
  id: number;
  contractId: number;
  contractNo: string;
  riderName: string;
  plate: string;
  paidTime: string;
  amount: string;
  method: string;
  sourceText: string;
  userName: string;
  remark: string;
}

export interface PaymentQuery {
  keyword: string;
  startTime: string;
  endTime: string;
  pageNumber: number;
  pageSize: number;
}

export interface ImportRow {
  rowNo: number;
  contractNo: string;
  amount: string;
  paidTime: string;
  ok: number;
  message: string;
}

export type ImportResult = XlsxImportResult<ImportRow>;

export function createPaymentApi(http: HttpClient) {
  return {
    async payments(q: PaymentQuery): Promise<Paged<PaymentRow> & { sum: string }> {
      const obj = unwrap(
        await http.get<Partial<Paged<PaymentRow>> & { sum?: string }>(`${LEASE_API}payment/page.json`, {
          ...(q.keyword.trim() ? { keyword: q.keyword.trim() } : {}),
          ...(q.startTime ? { startTime: q.startTime } : {}),
          ...(q.endTime ? { endTime: q.endTime } : {}),
          pageNumber: q.pageNumber,
          pageSize: q.pageSize,
        }),
      );
      return { ...asPaged(obj), sum: obj?.sum ?? '0.00' };
    },
    downloadTemplate(): void {
      http.exportFile(`${LEASE_API}payment/template.json`);
    },
    async importFile(file: File): Promise<ImportResult> {
      return asImportResult(unwrap(await http.upload<Partial<ImportResult>>(`${LEASE_API}payment/import.json`, file)));
    },
  };
}

export type PaymentApi = ReturnType<typeof createPaymentApi>;
