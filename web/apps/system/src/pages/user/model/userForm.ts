// The user dialog's rules and the body it sends: login account 2–32 characters without spaces,
// password 6–32 (add only), 客户名称 required (≤ 50), phone digits, remark ≤ 200, one group; the four
// rights as ticks (ticked = allowed = 0). A 监控客户 holds none, so none is sent for it.
import { ACCOUNT_TYPE_MONITOR, ACCOUNT_TYPE_MY_CUSTOMER } from '../../../shared/accountType';
import type { UserBody, UserRow } from '../service';

export const RIGHT_KEYS = ['checkOffOil', 'checkUser', 'checkGroup', 'checkVehicle'] as const;
export type RightKey = (typeof RIGHT_KEYS)[number];

export interface UserFormValues {
  name: string;
  password: string;
  corpName: string;
  accountType: number;
  phone: string;
  customCode: string;
  remark: string;
  groupId: number | undefined;
  /** The rights ticked (allowed). */
  rights: RightKey[];
}

export const NAME_MIN = 2;
export const NAME_MAX = 32;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
export const CORP_NAME_MAX = 50;
export const REMARK_MAX = 200;
export const PHONE_PATTERN = /^[0-9+\- ]{0,20}$/;

/** The reasons a login account is refused, or undefined when it is fine. */
export function nameProblem(name: string): 'required' | 'length' | 'spaces' | undefined {
  if (!name) return 'required';
  const chars = [...name].length;
  if (chars < NAME_MIN || chars > NAME_MAX) return 'length';
  // Spaces and control characters: the server refuses them the same way.
  // eslint-disable-next-line no-control-regex
  if (/[\s\u0000-\u001f\u007f]/.test(name)) return 'spaces';
  return undefined;
}

/** The form's starting values: a new account (under `parent`, rights as the parent holds them) or `row`. */
export function initialValues(row: UserRow | undefined, parent: Pick<UserRow, RightKey> | undefined): UserFormValues {
  const source = row ?? parent;
  return {
    name: row?.name ?? '',
    password: '',
    corpName: row?.corpName ?? '',
    accountType: Number(row?.accountType ?? ACCOUNT_TYPE_MY_CUSTOMER),
    phone: row?.phone ?? '',
    customCode: row?.customCode ?? '',
    remark: row?.remark ?? '',
    groupId: row?.groupId ? Number(row.groupId) : undefined,
    rights: source ? RIGHT_KEYS.filter((k) => Number(source[k]) === 0) : [],
  };
}

/**
 * Rights that cannot be ticked: neither held by the account now (`current`, undefined for a new one)
 * nor held by every one of `holders` (the caller and the account's parent) — the server refuses
 * granting those. A right held now can always be withdrawn.
 */
export function lockedRights(current: Pick<UserRow, RightKey> | undefined, holders: ReadonlyArray<Pick<UserRow, RightKey> | undefined>): RightKey[] {
  return RIGHT_KEYS.filter((k) => {
    if (current && Number(current[k]) === 0) return false;
    return holders.some((h) => h !== undefined && Number(h[k]) !== 0);
  });
}

/** The JSON body: trimmed texts, the one group as groupIds, the rights as 0/1 flags (not for a 监控客户). */
export function userBody(values: UserFormValues, options: { userId?: number; parentId?: number }): UserBody {
  const monitor = Number(values.accountType) === ACCOUNT_TYPE_MONITOR;
  const body: UserBody = {
    ...(options.userId !== undefined ? { userId: options.userId } : {}),
    name: values.name.trim(),
    ...(options.userId === undefined ? { password: values.password } : {}),
    corpName: values.corpName.trim(),
    accountType: Number(values.accountType),
    phone: values.phone.trim(),
    remark: values.remark.trim(),
    customCode: values.customCode.trim(),
    ...(options.parentId !== undefined ? { parentId: options.parentId } : {}),
    groupIds: values.groupId !== undefined ? [values.groupId] : [],
  };
  if (!monitor) for (const k of RIGHT_KEYS) body[k] = values.rights.includes(k) ? 0 : 1;
  return body;
}
