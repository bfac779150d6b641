import { describe, expect, it } from 'vitest';
import { stopPoints } from './StopsMapDialog';
import type { StopRow } from './service';

const row = (aB: number, oB: number, n: number): StopRow => ({ aB, oB, n, plate: '粤B1', groupName: '一车队' });

describe('经常停留点 地图', () => {
  it('§2.6 1505 every place with a position becomes a point named by its stops; the chosen one is red', () => {
    const a = row(22.54, 114.05, 3);
    const b = row(22.6, 114.1, 1);
    const points = stopPoints([a, row(0, 0, 2), b], b);
    expect(points.map((p) => [p.name, p.at, p.color])).toEqual([
      ['停车3次', [114.05, 22.54], '#1677ff'],
      ['停车1次', [114.1, 22.6], '#f5222d'],
    ]);
  });
});
