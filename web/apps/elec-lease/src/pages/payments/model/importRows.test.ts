import { describe, expect, it } from 'vitest';
import { rowsForReview } from './importRows';

const row = (rowNo: number, ok: number) => ({ rowNo, ok, contractNo: '', amount: '', paidTime: '', message: '' });

describe('import rows', () => {
  it('lists failed rows first, each group in sheet order', () => {
    expect(rowsForReview([row(2, 1), row(5, 0), row(3, 0), row(4, 1)]).map((r) => r.rowNo)).toEqual([3, 5, 2, 4]);
  });
});
