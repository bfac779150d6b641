// Tests of the stored session transitions: login, clear-all, logout, /checkLogin.
import { beforeEach, describe, expect, it } from 'vitest';
import { createStorage } from '../storage/storage';
import { clearAll, clearOnLogout, currentSessionId, currentUser, saveSessionId, saveUser } from './session';

const user = { userId: 3, username: 'admin', name: '管理员' };

describe('session storage', () => {
  beforeEach(() => localStorage.clear());

  it('R-SESS-1 stores sessionId and USER after a successful login', () => {
    const storage = createStorage('main');
    saveSessionId(storage, 'sid-1');
    saveUser(storage, user);
    expect(currentSessionId(storage)).toBe('sid-1');
    expect(currentUser(storage)).toEqual(user);
    expect(storage.get('navUserClient')).toEqual(user);
  });

  it('R-SESS-2 clear-all removes the session id and the user', () => {
    const storage = createStorage('main');
    saveSessionId(storage, 'sid-1');
    saveUser(storage, user);
    clearAll(storage);
    expect(currentSessionId(storage)).toBe('');
    expect(currentUser(storage)).toBeUndefined();
    expect(storage.get('navUserClient')).toBeUndefined();
  });

  it('R-ROUTE-4 clearing for /checkLogin leaves no session data but keeps the base URL', () => {
    const storage = createStorage('main');
    storage.setBaseUrl('http://a');
    saveSessionId(storage, 's');
    saveUser(storage, user);
    storage.set('systemList', []);
    storage.set('currentSystem', { systemId: 1, path: '/car', title: '智能车联' });
    storage.set('queryUserInfo', { chatLogo: 'x' });
    clearAll(storage);
    const left = Object.keys(localStorage);
    expect(left).toEqual(['main_baseUrl']);
  });

  it('R-SESS-3 logout clears exactly user, navUserClient, alarmRealTime, themeValue, dictionary and history', () => {
    const storage = createStorage('main');
    saveSessionId(storage, 's');
    saveUser(storage, user);
    storage.set('alarmRealTime', [1]);
    storage.set('themeValue', 'blueTheme');
    storage.set('dictionary', { a: 1 });
    storage.set('history', { car: [] });
    storage.set('systemList', []);
    storage.set('alarmVoiceOn', false);
    clearOnLogout(storage);
    expect(Object.keys(localStorage).sort()).toEqual(['main_alarmVoiceOn', 'main_sessionId', 'main_systemList']);
  });
});
