// Typed calls of 车辆备案 through the shared request client: the list (shared/bikes.ts), registering
// or editing a bike's record, removing it, switching Beidou, and the .xlsx import with its template
// (through the export frame) and one result per row (docs/elec-gb.md).
import { asImportResult, unwrap, type HttpClient, type XlsxImportResult } from '@chelian/core';
import { listBikes } from '../../shared/bikes';

export const SAVE_PATH = '/gb/v1/bike/save.json';
export const DELETE_PATH = '/gb/v1/bike/delete.json';
export const SWITCH_PATH = '/gb/v1/beidou/switch.json';
export const TEMPLATE_PATH = '/gb/v1/bike/template.json';
export const IMPORT_PATH = '/gb/v1/bike/import.json';

/** One row's result of the import (the row number as the sheet shows it). */
export interface ImportRow {
  rowNo: number;
  terminalNo: string;
  frameNo: string;
  ok: number;
  message: string;
}

export interface RecordForm {
  make: string;
  model: string;
  frameNo: string;
  motorNo: string;
  beidouSerial: string;
  usageClass: number;
  beidouOn: 0 | 1;
}

/** Logistics (2) and leasing (3) bikes must keep Beidou on (GB 17761-2024). */
export function beidouMandatory(usageClass: number): boolean {
  return usageClass === 2 || usageClass === 3;
}

/** The form's body: trimmed texts, Beidou forced on where it is mandatory. */
export function recordBody(vehicleId: number, form: RecordForm): Record<string, string | number> {
  return {
    vehicleId,
    make: form.make.trim(),
    model: form.model.trim(),
    frameNo: form.frameNo.trim(),
    motorNo: form.motorNo.trim(),
    beidouSerial: form.beidouSerial.trim(),
    usageClass: form.usageClass,
    beidouOn: beidouMandatory(form.usageClass) ? 1 : form.beidouOn,
  };
}

export function createRegistryApi(http: HttpClient) {
  return {
    listBikes: (q: Parameters<typeof listBikes>[1]) => listBikes(http, q),
    async save(vehicleId: number, form: RecordForm): Promise<void> {
      unwrap(await http.post(SAVE_PATH, recordBody(vehicleId, form)));
    },
    async remove(vehicleId: number): Promise<void> {
      unwrap(await http.post(DELETE_PATH, { vehicleId }));
    },
    async switchBeidou(vehicleId: number, on: boolean, reason: string): Promise<void> {
      unwrap(await http.post(SWITCH_PATH, { vehicleId, beidouOn: on ? 1 : 0, reason: reason.trim() }));
    },
    downloadTemplate(): void {
      http.exportFile(TEMPLATE_PATH);
    },
    async importFile(file: File): Promise<XlsxImportResult<ImportRow>> {
      return asImportResult(unwrap(await http.upload<Partial<XlsxImportResult<ImportRow>>>(IMPORT_PATH, file)));
    },
  };
}

export type RegistryApi = ReturnType<typeof createRegistryApi>;
