// The public share page: its lines and the token read from the fragment.
import { describe, expect, it } from 'vitest';
import { shareLines, tokenOf } from './shareView';

describe('shareView', () => {
  it('R-ELEC-5 lines of a bike with a fix, and without one', () => {
    expect(shareLines({ plate: '沪E电001', expiresAt: '2026-11-29 10:00:00', gpsTime: '2026-11-28 10:00:00', speed: 12, batteryPct: 66 })).toEqual([
      ['车辆', '沪E电001'],
      ['定位时间', '2026-11-28 10:00:00'],
      ['速度', '12 km/h'],
      ['电量', '66%'],
      ['链接有效至', '2026-11-29 10:00:00'],
    ]);
    expect(shareLines({ plate: 'A', expiresAt: 'x', batteryPct: 255 })).toEqual([
      ['车辆', 'A'],
      ['链接有效至', 'x'],
    ]);
  });

  it('R-ELEC-6 the token comes from the fragment only, hex and dots', () => {
    expect(tokenOf('#t=12.1800000000.abcdef')).toBe('12.1800000000.abcdef');
    expect(tokenOf('')).toBe('');
    expect(tokenOf('#t=<script>')).toBe('');
  });
});
