// Which buttons 用户管理 shows (§2.7, §5.3 160101–160107): the role's buttons, the caller's 删除用户
// right, the account types, and nothing on the caller's own account.
import { describe, expect, it } from 'vitest';
import {
  BUTTON_USER_ADD,
  BUTTON_USER_BIND_GROUP,
  BUTTON_USER_DELETE,
  BUTTON_USER_EDIT,
  BUTTON_USER_EDIT_TREE,
  BUTTON_USER_EXPORT,
  BUTTON_USER_RESET_PASSWORD,
} from '../../../access';
import { NO_ACTIONS, pageActions, userActions, type Caller } from './userActions';

const ALL = [BUTTON_USER_ADD, BUTTON_USER_BIND_GROUP, BUTTON_USER_DELETE, BUTTON_USER_EDIT, BUTTON_USER_EDIT_TREE, BUTTON_USER_EXPORT, BUTTON_USER_RESET_PASSWORD];
const holding = (ids: number[]) => (id: number) => ids.includes(id);
const caller: Caller = { userId: 1, accountType: 3, checkUser: 0 };
const customer = { userId: 5, accountType: 3 };

describe('user actions', () => {
  it('R-PERM-5 every button with every right: all row operations', () => {
    expect(userActions(holding(ALL), caller, customer, 'table')).toEqual({ addSub: true, edit: true, remove: true, bind: true, resetPassword: true });
  });

  it('R-PERM-5 a missing button hides its operation only; tree 修改 is 160103, table 修改 160101', () => {
    const without = (id: number) => holding(ALL.filter((b) => b !== id));
    expect(userActions(without(BUTTON_USER_DELETE), caller, customer, 'table').remove).toBe(false);
    expect(userActions(without(BUTTON_USER_BIND_GROUP), caller, customer, 'table').bind).toBe(false);
    expect(userActions(without(BUTTON_USER_EDIT), caller, customer, 'table').edit).toBe(false);
    expect(userActions(without(BUTTON_USER_EDIT), caller, customer, 'tree').edit).toBe(true);
    expect(userActions(without(BUTTON_USER_EDIT_TREE), caller, customer, 'tree').edit).toBe(false);
    expect(userActions(without(BUTTON_USER_RESET_PASSWORD), caller, customer, 'table').resetPassword).toBe(false);
    expect(userActions(holding(ALL), caller, customer, 'tree').resetPassword).toBe(false);
  });

  it('§2.7 删除 is hidden when the caller’s checkUser is 1', () => {
    expect(userActions(holding(ALL), { ...caller, checkUser: 1 }, customer, 'table').remove).toBe(false);
  });

  it('§2.7 a 监控客户 gets no 新增下级; a 监控客户 caller and the caller’s own node get nothing', () => {
    expect(userActions(holding(ALL), caller, { userId: 6, accountType: 4 }, 'table').addSub).toBe(false);
    expect(userActions(holding(ALL), caller, { userId: 6, accountType: 4 }, 'table').edit).toBe(true);
    expect(userActions(holding(ALL), { ...caller, accountType: 4 }, customer, 'table')).toEqual(NO_ACTIONS);
    expect(userActions(holding(ALL), caller, { userId: 1, accountType: 3 }, 'tree')).toEqual(NO_ACTIONS);
    expect(userActions(holding(ALL), undefined, customer, 'tree')).toEqual(NO_ACTIONS);
  });

  it('R-PERM-5 新增用户 needs 160102 and a 我的客户; 导出 needs 160107', () => {
    expect(pageActions(holding(ALL), caller)).toEqual({ add: true, export: true });
    expect(pageActions(holding([BUTTON_USER_ADD]), caller)).toEqual({ add: true, export: false });
    expect(pageActions(holding(ALL), { ...caller, accountType: 4 }).add).toBe(false);
  });
});
