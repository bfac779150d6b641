// Which operations 用户管理 offers on an account: the role's buttons (160101–160107), the caller's
// data right 删除用户 (checkUser 0) and the account types (a 监控客户 has no sub-accounts and manages
// nobody). The caller's own account (the top of its tree) offers none. The server checks the same.
import {
  BUTTON_USER_ADD,
  BUTTON_USER_BIND_GROUP,
  BUTTON_USER_DELETE,
  BUTTON_USER_EDIT,
  BUTTON_USER_EDIT_TREE,
  BUTTON_USER_EXPORT,
  BUTTON_USER_RESET_PASSWORD,
} from '../../../access';
import { ACCOUNT_TYPE_MONITOR } from '../../../shared/accountType';
import type { UserRow } from '../service';

export interface UserActions {
  addSub: boolean;
  edit: boolean;
  remove: boolean;
  bind: boolean;
  resetPassword: boolean;
}

export const NO_ACTIONS: UserActions = { addSub: false, edit: false, remove: false, bind: false, resetPassword: false };

/** The caller's account as the rules need it (getUser without userId). */
export type Caller = Pick<UserRow, 'userId' | 'accountType' | 'checkUser'>;

/**
 * `place`: the tree node's icons use 160103 for 修改, the table's row 160101.
 * `caller` undefined (not read yet): nothing is offered.
 */
export function userActions(
  hasButton: (id: number) => boolean,
  caller: Caller | undefined,
  row: Pick<UserRow, 'userId' | 'accountType'>,
  place: 'tree' | 'table',
): UserActions {
  if (!caller || Number(row.userId) === Number(caller.userId)) return NO_ACTIONS;
  if (Number(caller.accountType) === ACCOUNT_TYPE_MONITOR) return NO_ACTIONS;
  const monitor = Number(row.accountType) === ACCOUNT_TYPE_MONITOR;
  return {
    addSub: hasButton(BUTTON_USER_ADD) && !monitor,
    edit: hasButton(place === 'tree' ? BUTTON_USER_EDIT_TREE : BUTTON_USER_EDIT),
    remove: hasButton(BUTTON_USER_DELETE) && Number(caller.checkUser) === 0,
    bind: hasButton(BUTTON_USER_BIND_GROUP),
    resetPassword: place === 'table' && hasButton(BUTTON_USER_RESET_PASSWORD),
  };
}

/** The page's header buttons: 新增用户 (not for a 监控客户) and 导出. */
export function pageActions(hasButton: (id: number) => boolean, caller: Caller | undefined): { add: boolean; export: boolean } {
  const monitor = Number(caller?.accountType) === ACCOUNT_TYPE_MONITOR;
  return { add: caller !== undefined && !monitor && hasButton(BUTTON_USER_ADD), export: hasButton(BUTTON_USER_EXPORT) };
}
