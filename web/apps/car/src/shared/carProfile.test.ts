// The car reads as before the words moved into the profile (issue 24): its alarm panel keeps
// 车牌号码, 所属车组 and 车牌号/车组名称, and its words for the shared dialogs are the vehicle's default.
import { describe, expect, it } from 'vitest';
import { VEHICLE_WORDS } from '@chelian/core';
import { CAR_PROFILE } from './carProfile';

describe('CAR_PROFILE', () => {
  it('issue 24 keeps the alarm panel’s words', () => {
    expect(CAR_PROFILE.texts.alarmName).toBe('车牌号码');
    expect(CAR_PROFILE.texts.alarmGroup).toBe('所属车组');
    expect(CAR_PROFILE.texts.alarmSearch).toBe('车牌号/车组名称');
  });

  it('issue 24 names vehicles in the shared dialogs with the default words (车牌号, 车组, 辆车)', () => {
    const { asset, group, name, unit, counted } = CAR_PROFILE.nouns;
    expect({ asset, group, name, unit, counted }).toEqual(VEHICLE_WORDS);
    expect(VEHICLE_WORDS).toEqual({ asset: '车辆', group: '车组', name: '车牌号', unit: '辆', counted: '车' });
  });
});
