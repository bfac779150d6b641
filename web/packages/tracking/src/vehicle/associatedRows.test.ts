import { describe, expect, it } from 'vitest';
import type { MonitorRow } from './monitorRow';
import { associatedRows } from './associatedRows';

const row = (V: number, P: string, frameNo = ''): MonitorRow => ({ V, P, frameNo }) as MonitorRow;

describe('associated rows', () => {
  it('§2.3 系统设置 7: the same plate (carType 0) or frame number (carType 1), itself and blanks left out', () => {
    const rows = [row(1, '粤B1', 'LSV1'), row(2, '粤B1 '), row(3, '粤B9', 'LSV1'), row(4, '粤B8'), row(5, '', ''), row(6, '粤B7', '')];
    expect(associatedRows(rows, rows[0]!).map((a) => [a.row.V, a.carType])).toEqual([
      [2, 0],
      [3, 1],
    ]);
    expect(associatedRows(rows, rows[3]!)).toEqual([]);
    // An empty plate or frame number ties nothing.
    expect(associatedRows(rows, rows[4]!)).toEqual([]);
    expect(associatedRows(rows, rows[5]!)).toEqual([]);
  });
});
