// Typed calls of 批量导入 (v3-console-inventory §3.9 /importVehicle/…) through the shared request
// client: the xlsx template, the upload, the rows read back (right and wrong), a wrong row corrected
// in place, dropping an unfinished import, and the submit into a group with a renewal length.
import { unwrap, type HttpClient } from '@chelian/core';

export const IMPORT_TEMPLATE_PATH = '/car/v1/api/importVehicle/getExportFile.json';
export const IMPORT_UPLOAD_PATH = '/car/v1/api/importVehicle/importVehicle.json';
export const IMPORT_DATA_PATH = '/car/v1/api/importVehicle/getImportVehicleData.json';
export const IMPORT_UPDATE_ERROR_PATH = '/car/v1/api/importVehicle/updateErrorImportVehicle.json';
export const IMPORT_DELETE_PATH = '/car/v1/api/importVehicle/delImportVehicleData.json';
export const IMPORT_SUBMIT_PATH = '/car/v1/api/importVehicle/insertBatchVeh.json';

/** A row of the import as the server keeps it; wrong rows carry errorMessage (and the server's own keys, sent back unchanged). */
export interface ImportRow {
  id?: number;
  /** The row of the spreadsheet it came from. */
  rowNo?: number;
  terminalNo: string;
  terminalType: string;
  plate: string;
  sim: string;
  iccid?: string;
  errorMessage?: string;
  [key: string]: unknown;
}

export interface ImportData {
  rightData: ImportRow[];
  rightNum: number;
  errorData: ImportRow[];
  errorNum: number;
  tipMessage?: string;
}

/** insertBatchVeh's answer: how many vehicles went into which group. */
export interface SubmitResult {
  successNum: number;
  groupName?: string;
}

type RawImportData = Partial<ImportData> | undefined;

/** The reply as the page reads it: lists present, counts as numbers. */
export function toImportData(data: RawImportData, tipMessage?: string): ImportData {
  const rightData = Array.isArray(data?.rightData) ? data.rightData : [];
  const errorData = Array.isArray(data?.errorData) ? data.errorData : [];
  return {
    rightData,
    errorData,
    rightNum: Number(data?.rightNum ?? rightData.length),
    errorNum: Number(data?.errorNum ?? errorData.length),
    ...(tipMessage ? { tipMessage } : {}),
  };
}

export function createImportApi(http: HttpClient) {
  return {
    /** The xlsx template through the export frame. */
    downloadTemplate(): void {
      http.exportFile(IMPORT_TEMPLATE_PATH);
    },
    async upload(file: Blob): Promise<void> {
      unwrap(await http.upload(IMPORT_UPLOAD_PATH, file));
    },
    /** The rows of the caller's import (none when there is no unfinished import). */
    async importData(options: { silent?: boolean } = {}): Promise<ImportData> {
      const obj = unwrap(await http.get<{ data?: RawImportData; tipMessage?: string }>(IMPORT_DATA_PATH, {}, options));
      return toImportData(obj?.data, obj?.tipMessage);
    },
    /** Saves a corrected wrong row (the server validates it again). */
    async updateErrorRow(row: ImportRow): Promise<void> {
      unwrap(await http.postJson(IMPORT_UPDATE_ERROR_PATH, [row]));
    },
    async discard(): Promise<void> {
      unwrap(await http.get(IMPORT_DELETE_PATH));
    },
    /** Inserts the right rows into the group, renewed by addMonth months. */
    async submit(groupId: number, addMonth: number): Promise<SubmitResult> {
      const obj = unwrap(await http.get<Partial<SubmitResult> | null>(IMPORT_SUBMIT_PATH, { groupId, addMonth }));
      return { successNum: Number(obj?.successNum ?? 0), ...(obj?.groupName ? { groupName: obj.groupName } : {}) };
    },
  };
}

export type ImportApi = ReturnType<typeof createImportApi>;
