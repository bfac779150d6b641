// Session state transitions in storage (console-spec §4 "Session"): login, clear-all, logout.
import type { UserInfo } from '../envelope';
import { sessionStarted } from '../http/funnel';
import type { StorageKey } from '../storage/keys';
import type { AppStorage } from '../storage/storage';

/** Keys a logout removes (R-SESS-3); the session id itself is left for the next login to replace. */
export const LOGOUT_KEYS: readonly StorageKey[] = [
  'USER',
  'navUserClient',
  'alarmRealTime',
  'themeValue',
  'dictionary',
  'history',
];

/** Keys that make up the stored session data (R-SESS-2, R-ROUTE-4). */
export const SESSION_KEYS: readonly StorageKey[] = [
  'sessionId',
  'USER',
  'navUserClient',
  'queryUserInfo',
  'themeValue',
  'dictionary',
  'alarmRealTime',
  'navMenuList',
  'systemList',
  'currentSystem',
  'history',
];

/** After a login with flag 1: the session id (R-SESS-1). */
export function saveSessionId(storage: AppStorage, sessionId: string): void {
  storage.set('sessionId', sessionId);
  // A new session: its expiry will be reported even if the previous one's dialog was closed.
  sessionStarted();
}

/** After the user is read: USER and the client shown in the nav (both carry userId). */
export function saveUser(storage: AppStorage, user: UserInfo): void {
  storage.set('USER', user);
  storage.set('navUserClient', user);
}

export function clearAll(storage: AppStorage): void {
  storage.remove(...SESSION_KEYS);
}

export function clearOnLogout(storage: AppStorage): void {
  storage.remove(...LOGOUT_KEYS);
}

export function currentSessionId(storage: AppStorage): string {
  const id = storage.get('sessionId');
  return typeof id === 'string' ? id : '';
}

export function currentUser(storage: AppStorage): UserInfo | undefined {
  const user = storage.get('USER');
  return user && typeof user === 'object' && 'userId' in user ? user : undefined;
}
