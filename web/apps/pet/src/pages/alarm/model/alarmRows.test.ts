// Tests of how 报警 shows the pets' alarm episodes.
import { describe, expect, it } from 'vitest';
import type { PetAlarm } from '../service';
import { alarmRowView } from './alarmRows';

const alarm = (over: Partial<PetAlarm>): PetAlarm => ({
  id: 7, petId: 3, name: '旺财', code: 'outCircleAlarm', label: '圆形区域报警', beginTime: '2026-11-28 09:00:00', endTime: '',
  lat: 22.571707, lon: 113.861397, ...over,
});

describe('pet alarm rows', () => {
  it('reads the home circle alarm as leaving the safe zone, active until the pet is back', () => {
    expect(alarmRowView(alarm({}))).toEqual({
      key: 7, name: '旺财', type: '离开安全区域', beginTime: '2026-11-28 09:00:00', state: '进行中', active: true, place: '22.57171, 113.86140',
    });
    expect(alarmRowView(alarm({ endTime: '2026-11-28 09:20:00' }))).toMatchObject({ state: '已回到安全区域（2026-11-28 09:20:00）', active: false });
  });

  it('keeps the label of other alarms and leaves an unknown place empty', () => {
    expect(alarmRowView(alarm({ code: 'lowPowerAlarm', label: '低电报警', endTime: '2026-11-28 10:00:00', lat: 0, lon: 0 }))).toMatchObject({
      type: '低电报警',
      state: '已结束（2026-11-28 10:00:00）',
      place: '',
    });
  });
});
