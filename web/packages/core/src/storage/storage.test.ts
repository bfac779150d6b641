// Tests of the prefixed app storage: key names, JSON values, defaults, the base URL override.
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS, baseUrlKey } from './keys';
import { createStorage } from './storage';

describe('app storage', () => {
  beforeEach(() => localStorage.clear());

  it('R-STORE-1 prefixes every key with the app name', () => {
    const storage = createStorage('main');
    storage.set('sessionId', 'abc');
    storage.set('navUserClient', { userId: 7, username: 'u' });
    expect(localStorage.getItem('main_sessionId')).toBe('"abc"');
    expect(JSON.parse(localStorage.getItem('main_navUserClient') ?? '')).toEqual({ userId: 7, username: 'u' });
    expect(storage.key('USER')).toBe('main_USER');
    // Another app's prefix does not see the shell's values.
    expect(createStorage('car').get('sessionId')).toBeUndefined();
  });

  it('R-STORE-2 knows the full key list of the spec', () => {
    expect([...STORAGE_KEYS].sort()).toEqual(
      [
        'sessionId',
        'USER',
        'navUserClient',
        'queryUserInfo',
        'themeValue',
        'dictionary',
        'alarmRealTime',
        'alarmVoiceOn',
        'navMenuList',
        'systemList',
        'currentSystem',
        'history',
        'monitorLayout',
        'isRiskTotalNumFirst',
        'isCarVehOfflineNumFirst',
        'isSeparateNumFirst',
      ].sort(),
    );
  });

  it('R-STORE-2 alarmVoiceOn defaults to true until set', () => {
    const storage = createStorage('main');
    expect(storage.get('alarmVoiceOn')).toBe(true);
    storage.set('alarmVoiceOn', false);
    expect(storage.get('alarmVoiceOn')).toBe(false);
    expect(storage.get('themeValue')).toBeUndefined();
  });

  it('R-STORE-2 keeps the base URL under <prefix>_baseUrl, raw or JSON', () => {
    const storage = createStorage('main');
    expect(baseUrlKey('main')).toBe('main_baseUrl');
    expect(storage.getBaseUrl()).toBe('');
    localStorage.setItem('main_baseUrl', 'http://api.example.com');
    expect(storage.getBaseUrl()).toBe('http://api.example.com');
    storage.setBaseUrl('https://x.example.com');
    expect(storage.getBaseUrl()).toBe('https://x.example.com');
  });

  it('removeAll clears the spec keys of its own prefix only', () => {
    const storage = createStorage('main');
    storage.set('sessionId', 's');
    storage.set('history', {});
    localStorage.setItem('car_sessionId', '"other"');
    storage.removeAll();
    expect(localStorage.getItem('main_sessionId')).toBeNull();
    expect(localStorage.getItem('main_history')).toBeNull();
    expect(localStorage.getItem('car_sessionId')).toBe('"other"');
  });
});
