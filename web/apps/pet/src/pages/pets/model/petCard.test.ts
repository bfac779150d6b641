// Tests of the pet card's derived values: age, battery tone and the state line.
import { describe, expect, it } from 'vitest';
import type { Pet } from '../../../shared/petList';
import { batteryTone, cardState, petAge } from './petCard';

const pet = (over: Partial<Pet>): Pet => ({
  id: 1, name: '旺财', breed: '柯基', birthday: '', weightKg: 10, owner: '', phone: '', hasPhoto: 0, groupId: 1,
  groupName: '', terminalNo: '8800000001', terminalType: 'GPRS-手表', lost: 0, lostTime: '', lostInterval: 30,
  normalInterval: 600, battery: -1, lastSeen: '', online: 0, lat: 0, lon: 0, ...over,
});

describe('pet card', () => {
  it('gives the age in years and months, counting a month only once its day has come', () => {
    expect(petAge('2023-05-10', '2026-11-28')).toBe('3岁6个月');
    expect(petAge('2023-11-28', '2026-11-28')).toBe('3岁');
    expect(petAge('2026-06-29', '2026-11-28')).toBe('4个月');
    expect(petAge('2026-12-01', '2026-11-28')).toBe('');
    expect(petAge('去年', '2026-11-28')).toBe('');
  });

  it('tones the battery: unknown, low below 20, medium below 50, good', () => {
    expect([-1, 0, 19, 20, 49, 50, 100].map(batteryTone)).toEqual(['unknown', 'low', 'low', 'medium', 'medium', 'good', 'good']);
  });

  it('says lost, online, offline or never seen', () => {
    expect(cardState(pet({}))).toMatchObject({ lost: false, status: 'never', statusText: '从未上线', lastSeenText: '', batteryText: '电量未知' });
    expect(cardState(pet({ lost: 1, lastSeen: '2026-11-28 10:00:00', online: 1, battery: 76 }))).toMatchObject({
      lost: true,
      status: 'online',
      statusText: '在线',
      lastSeenText: '最后上线 2026-11-28 10:00:00',
      batteryText: '电量 76%',
    });
    expect(cardState(pet({ lastSeen: '2026-11-27 10:00:00' })).status).toBe('offline');
  });
});
