// The theft alarm list keeps only the e-bikes' rows, newest first.
import { describe, expect, it } from 'vitest';
import type { RealtimeAlarm } from '@chelian/core';
import { bikeAlarms, THEFT_ALARM_CODES } from './theftAlarms';

const row = (alarmId: number, vehicleId: number, time: string): RealtimeAlarm => ({
  alarmId,
  vehicleId,
  groupId: 1,
  plate: `P${vehicleId}`,
  enType: 'illegalMove',
  type: '位移报警',
  speed: 0,
  lat: 0,
  lon: 0,
  time,
});

describe('theftAlarms', () => {
  it('R-ELEC-4 keeps the bikes rows, newest first, and names the theft codes', () => {
    const rows = [row(1, 7, '2026-11-28 09:00:00'), row(2, 9, '2026-11-28 10:00:00'), row(3, 7, '2026-11-28 11:00:00')];
    expect(bikeAlarms(rows, new Set([7])).map((r) => r.alarmId)).toEqual([3, 1]);
    expect(bikeAlarms(rows, new Set())).toEqual([]);
    expect(THEFT_ALARM_CODES).toContain('separateAlarm');
  });
});
