// The bike card's words and colours.
import { describe, expect, it } from 'vitest';
import { armAction, armedText, batteryLevel, batteryText, lastSeenText, rangeBasisText, rangeText } from './bikeView';

describe('bikeView', () => {
  it('R-ELEC-1 battery levels: ≥50 high, ≥20 mid, below low, out of range unknown', () => {
    expect(batteryLevel(100)).toBe('high');
    expect(batteryLevel(50)).toBe('high');
    expect(batteryLevel(49)).toBe('mid');
    expect(batteryLevel(20)).toBe('mid');
    expect(batteryLevel(19)).toBe('low');
    expect(batteryLevel(-1)).toBe('unknown');
    expect(batteryLevel(255)).toBe('unknown');
    expect(batteryText({ batteryPct: -1 })).toBe('电量未知');
    expect(batteryText({ batteryPct: 78 })).toBe('78%');
  });

  it('R-ELEC-2 armed state and the one-tap action follow the device', () => {
    expect(armedText({ armed: 1 })).toBe('已设防');
    expect(armedText({ armed: 0 })).toBe('未设防');
    expect(armedText({ armed: -1 })).toBe('设防状态未知');
    expect(armAction({ armed: 1 })).toBe('disarm');
    expect(armAction({ armed: 0 })).toBe('arm');
    expect(armAction({ armed: -1 })).toBe('arm');
  });

  it('R-ELEC-3 range and how it was estimated', () => {
    expect(rangeText({ rangeKm: 46.8 })).toBe('约 46.8 公里');
    expect(rangeText({})).toBe('—');
    expect(rangeBasisText({ rangeBasis: 'history', historyKm: 7.2, historyPct: 12 })).toBe('按近7天骑行 7.2 公里耗电 12% 估算');
    expect(rangeBasisText({ rangeBasis: 'default' })).toContain('0.5公里');
    expect(rangeBasisText({})).toBe('');
    expect(lastSeenText({})).toBe('从未上报');
    expect(lastSeenText({ lastSeen: '2026-11-28 10:00:00' })).toBe('2026-11-28 10:00:00');
  });
});
