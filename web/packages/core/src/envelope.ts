// The reply envelope every JSON call returns (R-ENT-5) and the entities of the shell's calls (R-ENT-1).

export interface Envelope<T = unknown> {
  /** 1 = success, 4010 = session expired, 5001 = go to /reload; other values are failures. */
  flag: number;
  msg?: string;
  obj?: T;
  /** Optional; absent or 0 means OK (R-ERR-4). */
  code?: number | string;
}

export function isEnvelope(value: unknown): value is Envelope {
  return typeof value === 'object' && value !== null && 'flag' in value;
}

/** Customer (white-label) configuration of a host. */
export interface CustomerInfo {
  iconUrl?: string;
  description?: string;
  keyword?: string;
  title?: string;
}

/** Custom login page of a host; stored as queryUserInfo. */
export interface LoginPageInfo {
  title?: string;
  logo?: string;
  background?: string;
  chatLogo?: string;
  loginStyle?: 'new' | 'legacy';
  copyright?: string;
}

export interface CaptchaInfo {
  /** `data:image/png;base64,…` */
  code: string;
  uuid: string;
  /** 0 = captcha switched off: the form hides the field and sends code "". */
  enabled: number;
}

export interface LoginResult {
  sessionId: string;
}

/** The signed-in user (stored as USER and navUserClient). */
export interface UserInfo {
  userId: number;
  username: string;
  name?: string;
  groupId?: number;
  groupName?: string;
  roleId?: number;
  roleName?: string;
  phone?: string;
  email?: string;
  lastLoginTime?: string;
}

/** A sub-app entry of the platform list (R-STORE-3). */
export interface PlatformEntry {
  platformId: number;
  systemId: number;
  name: string;
  productionEntry: string;
  developmentEntry: string;
  title: string;
  icon: string;
  path: string;
  iconfont: string;
  /** Month the entry was created. */
  created: string;
  enabled: number;
}

/** System info a sub-app receives from its host. */
export interface SystemInfo {
  baseUrl: string;
  name: string;
  platformId: number;
}

/** The currently opened system (stored as currentSystem). */
export interface CurrentSystem {
  systemId: number;
  path: string;
  title: string;
}
