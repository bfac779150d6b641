// The shell alarm tip's state: dedup, order, bounds, handled alarms, unseen counts and alerts.
import { describe, expect, it } from 'vitest';
import type { RealtimeAlarm } from './alarmApi';
import { ALARM_TIP_LIMIT, EMPTY_TIP, alertsFor, channelLookup, loadTip, markSeen, mergeIncoming, removeHandled, speechText, unseenCount } from './alarmTip';

function alarm(id: number, time: string, enType = 'emergencyAlarm', type = '紧急报警'): RealtimeAlarm {
  return { alarmId: id, vehicleId: 7, groupId: 3, plate: '粤B12345', enType, type, speed: 60, lat: 23, lon: 114, time };
}

describe('alarm tip state', () => {
  it('loads newest first and merges live alarms once each', () => {
    const s = loadTip(EMPTY_TIP, [alarm(1, '2025-01-10 08:00:00'), alarm(2, '2025-01-10 09:00:00')], 2);
    expect(s.alarms.map((a) => a.alarmId)).toEqual([2, 1]);
    const { state, fresh } = mergeIncoming(s, [alarm(2, '2025-01-10 09:00:00'), alarm(3, '2025-01-10 10:00:00'), alarm(3, '2025-01-10 10:00:00')]);
    expect(fresh.map((a) => a.alarmId)).toEqual([3]);
    expect(state.alarms.map((a) => a.alarmId)).toEqual([3, 2, 1]);
    expect(state.count).toBe(3);
    expect(mergeIncoming(state, [alarm(1, '2025-01-10 08:00:00')]).state).toBe(state); // nothing new: same object
  });

  it('keeps at most the limit and counts beyond it', () => {
    const many = Array.from({ length: ALARM_TIP_LIMIT + 10 }, (_, i) => alarm(i + 1, `2025-01-10 08:${String(i % 60).padStart(2, '0')}:00`));
    const { state } = mergeIncoming(EMPTY_TIP, many);
    expect(state.alarms).toHaveLength(ALARM_TIP_LIMIT);
    expect(state.count).toBe(ALARM_TIP_LIMIT + 10);
  });

  it('handled alarms leave the list and the count', () => {
    const s = loadTip(EMPTY_TIP, [alarm(1, '2025-01-10 08:00:00'), alarm(2, '2025-01-10 09:00:00')], 5);
    const after = removeHandled(s, [1]);
    expect(after.alarms.map((a) => a.alarmId)).toEqual([2]);
    expect(after.count).toBe(4);
    expect(removeHandled(after, [1]).count).toBe(4); // told twice (own handling, then the server): once
    expect(mergeIncoming(after, [alarm(1, '2025-01-10 08:00:00')]).fresh).toEqual([]); // a late copy stays out
    expect(removeHandled(after, [2, 8, 9, 10, 11, 12]).count).toBe(0); // never negative
  });

  it('counts what is new since the list was last opened', () => {
    let s = loadTip(EMPTY_TIP, [alarm(1, '2025-01-10 08:00:00')], 1);
    expect(unseenCount(s)).toBe(1);
    s = markSeen(s);
    expect(unseenCount(s)).toBe(0);
    s = mergeIncoming(s, [alarm(4, '2025-01-10 11:00:00')]).state;
    expect(unseenCount(s)).toBe(1);
  });
});

describe('alarm alerts', () => {
  const channels = channelLookup([
    { enType: 'shockAlarm', popup: 0, voice: 0 },
    { enType: 'overSpeed', popup: 1, voice: 0 },
  ]);

  it('pop up and speak by each type, voice only with alarmVoiceOn', () => {
    const fresh = [alarm(1, 't', 'emergencyAlarm'), alarm(2, 't', 'shockAlarm', '震动报警'), alarm(3, 't', 'overSpeed', '超速报警')];
    const on = alertsFor(fresh, channels, true);
    expect(on.popups.map((a) => a.alarmId)).toEqual([1, 3]);
    expect(on.speech).toBe('粤 B 1 2 3 4 5 紧急报警');
    expect(alertsFor(fresh, channels, false).speech).toBe('');
    expect(alertsFor([alarm(9, 't', 'shockAlarm')], channels, true)).toEqual({ popups: [], more: 0, speech: '' });
  });

  it('a burst shows three popups and sums up the rest', () => {
    const burst = Array.from({ length: 5 }, (_, i) => alarm(i + 1, 't'));
    const a = alertsFor(burst, channels, true);
    expect(a.popups).toHaveLength(3);
    expect(a.more).toBe(2);
    expect(a.speech).toBe('粤 B 1 2 3 4 5 紧急报警，等5条新报警');
  });

  it('speaks plates letter by letter', () => {
    expect(speechText({ plate: '京AB123', type: '超速报警' })).toBe('京 A B 1 2 3 超速报警');
  });
});
