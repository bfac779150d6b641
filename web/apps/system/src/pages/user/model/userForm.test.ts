// The user dialog (§2.7 user form modal, docs/accounts.md): login account rules, starting values,
// rights that cannot be granted, and the body saveClientUser / updateClientUser get.
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../service';
import { initialValues, lockedRights, nameProblem, userBody, type UserFormValues } from './userForm';

const rights = (off_oil: number, user: number, group: number, vehicle: number) => ({
  checkOffOil: off_oil,
  checkUser: user,
  checkGroup: group,
  checkVehicle: vehicle,
});

const values: UserFormValues = {
  name: ' kehu1 ',
  password: 'abc123',
  corpName: ' 客户一 ',
  accountType: 3,
  phone: '13800000000',
  customCode: '',
  remark: ' 备注 ',
  groupId: 12,
  rights: ['checkOffOil', 'checkVehicle'],
};

describe('user form', () => {
  it('§2.7 登录账户 is 2–32 characters without spaces', () => {
    expect(nameProblem('')).toBe('required');
    expect(nameProblem('a')).toBe('length');
    expect(nameProblem('车队')).toBeUndefined();
    expect(nameProblem('a'.repeat(33))).toBe('length');
    expect(nameProblem('ke hu')).toBe('spaces');
  });

  it('§2.7 a new account starts as 我的客户 with the rights its parent holds; editing starts from the row', () => {
    const fresh = initialValues(undefined, rights(0, 1, 0, 1));
    expect(fresh.accountType).toBe(3);
    expect(fresh.rights).toEqual(['checkOffOil', 'checkGroup']);
    const row = { name: 'kehu1', corpName: '客户一', accountType: 4, groupId: 12, ...rights(1, 1, 1, 1) } as UserRow;
    expect(initialValues(row, rights(0, 0, 0, 0))).toMatchObject({ name: 'kehu1', accountType: 4, groupId: 12, rights: [] });
  });

  it('§2.7 a right the caller or the parent lacks cannot be ticked, one held now can be withdrawn', () => {
    expect(lockedRights(undefined, [rights(0, 0, 0, 0), rights(0, 1, 0, 0)])).toEqual(['checkUser']);
    expect(lockedRights(rights(1, 0, 1, 1), [rights(0, 1, 1, 0), undefined])).toEqual(['checkGroup']);
  });

  it('§3.9 saveClientUser gets the password, trimmed texts, one group and 0/1 rights (ticked = 0)', () => {
    expect(userBody(values, { parentId: 5 })).toEqual({
      name: 'kehu1',
      password: 'abc123',
      corpName: '客户一',
      accountType: 3,
      phone: '13800000000',
      remark: '备注',
      customCode: '',
      parentId: 5,
      groupIds: [12],
      checkOffOil: 0,
      checkUser: 1,
      checkGroup: 1,
      checkVehicle: 0,
    });
  });

  it('§3.9 updateClientUser gets the userId and no password; a 监控客户 gets no rights flags', () => {
    const body = userBody({ ...values, accountType: 4 }, { userId: 9 });
    expect(body.userId).toBe(9);
    expect(body).not.toHaveProperty('password');
    expect(body).not.toHaveProperty('checkOffOil');
    expect(body.accountType).toBe(4);
  });
});
