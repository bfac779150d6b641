import { describe, expect, it } from 'vitest';
import { asImportResult, rowsForReview } from './xlsxImport';

const row = (rowNo: number, ok: number) => ({ rowNo, ok, message: '' });

describe('xlsx import results', () => {
  it('lists failed rows first, each group in sheet order', () => {
    expect(rowsForReview([row(2, 1), row(5, 0), row(3, 0), row(4, 1)]).map((r) => r.rowNo)).toEqual([3, 5, 2, 4]);
  });
  it('reads a missing member as empty', () => {
    expect(asImportResult(undefined)).toEqual({ total: 0, rightNum: 0, errorNum: 0, rows: [] });
    expect(asImportResult({ rightNum: 1, rows: [row(2, 1)] })).toEqual({ total: 1, rightNum: 1, errorNum: 0, rows: [row(2, 1)] });
  });
});
