import { describe, expect, it } from 'vitest';
import type { RealtimeAlarm } from '@chelian/core';
import { NOTHING_SEEN, freshAlarms, speechOf } from './freshAlarms';

const alarm = (alarmId: number, plate = '王老师', type = '紧急报警'): RealtimeAlarm => ({
  alarmId,
  vehicleId: 1,
  groupId: 1,
  plate,
  enType: 'emergencyAlarm',
  type,
  speed: 0,
  lat: 0,
  lon: 0,
  time: '2026-11-28 08:00:00',
});

describe('SOS/跌倒 new alarms', () => {
  it('R-CARD-SOS-1 the alarms open when the page opens make no sound; a later new one does, once', () => {
    const first = freshAlarms(NOTHING_SEEN, [alarm(1), alarm(2)]);
    expect(first.fresh).toEqual([]);
    const second = freshAlarms(first.seen, [alarm(3, '李同学', '跌倒报警'), alarm(1), alarm(2)]);
    expect(second.fresh.map((a) => a.alarmId)).toEqual([3]);
    const third = freshAlarms(second.seen, [alarm(3), alarm(1)]);
    expect(third.fresh).toEqual([]);
    expect(speechOf(second.fresh, (n) => `，另有${n}条`)).toBe('李同学跌倒报警');
  });

  it('R-CARD-SOS-2 an empty first list still primes: the first alarm after it sounds', () => {
    const first = freshAlarms(NOTHING_SEEN, []);
    const next = freshAlarms(first.seen, [alarm(7), alarm(8)]);
    expect(next.fresh.map((a) => a.alarmId)).toEqual([7, 8]);
    expect(speechOf(next.fresh, (n) => `，另有${n}条`)).toBe('王老师紧急报警，另有1条');
    expect(speechOf([], () => '')).toBe('');
  });
});
