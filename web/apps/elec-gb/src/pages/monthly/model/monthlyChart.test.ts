// The month's chart series: verdict counts and the bikes per finding.
import { describe, expect, it } from 'vitest';
import type { Tally } from '../../../shared/bikes';
import type { MonthRow } from '../service';
import { findingSeries, verdictSeries } from './monthlyChart';

const clean: Tally = {
  fixes: 100, beidouFixes: 100, gnssKnownFixes: 100, beidouShare: 100, gaps: 99, gapsWithinShare: 100, maxGapS: 10,
  offlinePeriods: 0, offlineS: 0, longOffline: 0, overspeedEvents: 0, overspeedLongestS: 0, overspeedMaxKmh: 0, tamperEvents: 0,
};

function row(over: Partial<MonthRow>, tally: Partial<Tally> = {}): MonthRow {
  return {
    vehicleId: 1, plate: 'A', groupId: 1, groupName: 'G', terminalNo: 'T', registered: 1, make: '', model: '', frameNo: 'F', motorNo: '',
    beidouSerial: '', usageClass: 2, beidouOn: 1, updateTime: '', verdict: 1, verdictName: '合规', reasons: [],
    ...over, tally: { ...clean, ...tally },
  };
}

describe('monthly chart', () => {
  it('GB-MON-1 verdict bars keep the order 合规, 不合规, 数据不足', () => {
    expect(verdictSeries(3, 2, 1)).toEqual({ categories: ['合规', '不合规', '数据不足'], values: [3, 2, 1] });
  });
  it('GB-MON-2 each finding counts the bikes showing it', () => {
    const s = findingSeries(
      [
        row({}),
        row({}, { beidouShare: 50, overspeedEvents: 3 }),
        row({ usageClass: 1, beidouOn: 0 }, { beidouShare: 0 }), // switched off where allowed: not a finding
        row({ registered: 0, usageClass: 0 }, { gapsWithinShare: 20, tamperEvents: 1, longOffline: 2 }),
      ],
      90,
    );
    expect(s.values).toEqual([1, 1, 1, 1, 1, 1]);
  });
});
