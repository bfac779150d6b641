// The browser-storage keys of a console app and the type of each stored value (R-STORE-2).
import type { CurrentSystem, LoginPageInfo, PlatformEntry, UserInfo } from '../envelope';

export interface StoredValues {
  sessionId: string;
  USER: UserInfo;
  navUserClient: UserInfo;
  queryUserInfo: LoginPageInfo;
  themeValue: string;
  dictionary: unknown;
  alarmRealTime: unknown;
  alarmVoiceOn: boolean;
  navMenuList: unknown;
  systemList: PlatformEntry[];
  currentSystem: CurrentSystem;
  /** Per-system history (see history/history.ts); older versions stored a flat list here. */
  history: unknown;
  /** The car monitor's collapsed panels (apps/car state/monitorLayout.ts). */
  monitorLayout: unknown;
  /** 风控中心's first-open intros (v3-console-inventory §2.5): false once shown. */
  isRiskTotalNumFirst: boolean;
  isCarVehOfflineNumFirst: boolean;
  isSeparateNumFirst: boolean;
}

export type StorageKey = keyof StoredValues;

export const STORAGE_KEYS: readonly StorageKey[] = [
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
];

/** Values returned when nothing is stored. */
export const STORAGE_DEFAULTS: Partial<StoredValues> = {
  alarmVoiceOn: true,
};

/** The shell's app-name prefix (main_sessionId, main_USER, …). */
export const SHELL_STORAGE_PREFIX = 'main';

/** Key of the base URL override for a caller-supplied prefix: `<prefix>_baseUrl`. */
export function baseUrlKey(prefix: string): string {
  return `${prefix}_baseUrl`;
}
