import { describe, expect, it } from 'vitest';
import { parseWaterIndex, waterCellsInView } from './waterCells';

describe('waterCellsInView', () => {
  const index = { cell: 2, cells: ['112_22', '114_22', '120_30'] };

  it('issue 30 gives the existing cells a street-level view over 深圳 touches', () => {
    expect(waterCellsInView(index, [113.5, 22.5, 113.95, 22.6])).toEqual(['112_22']);
    expect(waterCellsInView(index, [113.9, 22.5, 114.1, 22.6])).toEqual(['112_22', '114_22']);
  });

  it('issue 30 skips cells without water and views over many cells', () => {
    expect(waterCellsInView(index, [100.1, 40.1, 100.5, 40.5])).toEqual([]);
    expect(waterCellsInView(index, [100, 20, 130, 40])).toEqual([]);
  });

  it('issue 30 reads negative and fractional bounds on the cell grid', () => {
    expect(waterCellsInView({ cell: 2, cells: ['-2_-2'] }, [-0.5, -0.5, -0.1, -0.1])).toEqual(['-2_-2']);
    expect(waterCellsInView({ cell: 0, cells: ['0_0'] }, [0, 0, 1, 1])).toEqual([]);
  });

  it('issue 30 reads cells.txt and refuses what is not one', () => {
    expect(parseWaterIndex('2\n112_22\n-2_-4\n\n')).toEqual({ cell: 2, cells: ['112_22', '-2_-4'] });
    expect(parseWaterIndex('<!doctype html>\n<html>')).toEqual({ cell: 0, cells: [] });
  });
});
