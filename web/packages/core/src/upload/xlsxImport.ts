// An .xlsx import's answer as the servers give it (电动车租赁 导入收款, 新国标 批量导入): the counts and one
// result per row, normalised so a missing member reads as empty; and the order the dialog lists rows in.

/** One row's result (the row number as the sheet shows it). */
export interface XlsxImportRow {
  rowNo: number;
  ok: number;
  message: string;
}

export interface XlsxImportResult<Row extends XlsxImportRow> {
  total: number;
  rightNum: number;
  errorNum: number;
  rows: Row[];
}

/** The server's `obj` of an import call as a result. */
export function asImportResult<Row extends XlsxImportRow>(obj: Partial<XlsxImportResult<Row>> | null | undefined): XlsxImportResult<Row> {
  const rows = Array.isArray(obj?.rows) ? obj.rows : [];
  return { total: obj?.total ?? rows.length, rightNum: obj?.rightNum ?? 0, errorNum: obj?.errorNum ?? 0, rows };
}

/** Failed rows first (in sheet order), then the rows that went in. */
export function rowsForReview<Row extends XlsxImportRow>(rows: Row[]): Row[] {
  return [...rows].sort((a, b) => a.ok - b.ok || a.rowNo - b.rowNo);
}
