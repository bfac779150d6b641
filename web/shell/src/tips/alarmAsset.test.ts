// The alarm tip's words and 查看全部 target by the asset's kind (D157).
import { describe, expect, it } from 'vitest';
import { alarmWords, monitorPathFor } from './alarmAsset';

const ALL = ['car', 'card', 'pet', 'elec-car'];

describe('alarm asset', () => {
  it('names a person, a pet and an e-bike with their app’s words, a vehicle (or no kind) with the car’s', () => {
    expect([alarmWords({ kind: 2 }).name, alarmWords({ kind: 2 }).group]).toEqual(['姓名', '分组']);
    expect(alarmWords({ kind: 3 }).name).toBe('宠物名');
    expect(alarmWords({ kind: 4 }).asset).toBe('电动车');
    expect([alarmWords({ kind: 1 }).name, alarmWords({ kind: 1 }).group]).toEqual(['车牌号', '车组']);
    expect(alarmWords({}).name).toBe('车牌号');
    expect(alarmWords({ kind: 9 }).name).toBe('车牌号');
  });

  it('opens the monitor of the alarms’ kind only when the user holds its app', () => {
    expect(monitorPathFor([{ kind: 2 }, { kind: 2 }], ALL)).toBe('/card/monitor');
    expect(monitorPathFor([{ kind: 3 }], ALL)).toBe('/pet/monitor');
    expect(monitorPathFor([{ kind: 4 }], ALL)).toBe('/elec-car/monitor');
    expect(monitorPathFor([{ kind: 1 }], ALL)).toBe('/car/monitor');
    expect(monitorPathFor([{ kind: 2 }], ['car', 'pet'])).toBe('/car/monitor'); // no card app
    expect(monitorPathFor([{ kind: 2 }, { kind: 3 }], ALL)).toBe('/car/monitor'); // mixed kinds
    expect(monitorPathFor([], ALL)).toBe('/car/monitor');
  });
});
