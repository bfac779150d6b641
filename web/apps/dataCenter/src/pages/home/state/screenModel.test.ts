// Tests of the big screen's pure pieces: the display unit, the slices and the trend series.
import { describe, expect, it } from 'vitest';
import type { HomeCounts } from '../service';
import { renewalTotal, screenUnit, settledSlices, trendSeries, typeSlices } from './screenModel';

const counts = (over: Partial<HomeCounts> = {}): HomeCounts => ({
  vehNum: 10,
  expiredOneNum: 1,
  expiredTwoNum: 2,
  expiredThreeNum: 3,
  expiredFourNum: 4,
  wirelessNum: 2,
  wiredNum: 8,
  typeList: [],
  neverOnLine: 1,
  onLineNum: 5,
  offLineNum: 4,
  thirtyDayMap: [{}, {}, {}],
  twelveMonthMap: [{}, {}, {}],
  ...over,
});

describe('big screen model', () => {
  it('scales by the smaller fit of the design size', () => {
    expect(screenUnit(1920, 1080)).toBe(1);
    expect(screenUnit(3840, 2160)).toBe(2);
    expect(screenUnit(3840, 1080)).toBe(1);
    expect(screenUnit(0, 1080)).toBe(1);
  });

  it('adds the four expiry buckets', () => {
    expect(renewalTotal(counts())).toBe(10);
  });

  it('has no 结清 slices without pageHomePageTwo, and never a negative 未结清', () => {
    expect(settledSlices(counts(), null)).toBeNull();
    expect(settledSlices(counts(), { settleNum: 3, alarmVehicleNum: 0 })?.map((s) => s.value)).toEqual([3, 7]);
    expect(settledSlices(counts(), { settleNum: 30, alarmVehicleNum: 0 })?.[1]?.value).toBe(0);
  });

  it('keeps the six largest terminal types and sums the rest', () => {
    const typeList = Array.from({ length: 8 }, (_, i) => ({ nameType: `T${i}`, num: i + 1 }));
    const s = typeSlices(counts({ typeList }));
    expect(s.map((x) => x.value)).toEqual([8, 7, 6, 5, 4, 3, 3]);
  });

  it('orders the trend keys by date and reads each line from its map', () => {
    const t = trendSeries(counts({ thirtyDayMap: [{ '2026-11-02': 2, '2026-11-01': 1 }, { '2026-11-01': 5 }, {}] }), 'days');
    expect(t.keys).toEqual(['2026-11-01', '2026-11-02']);
    expect(t.lines.map((l) => l.values)).toEqual([[1, 2], [5, 0], [0, 0]]);
  });
});
