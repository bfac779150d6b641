import { describe, expect, it } from 'vitest';
import { installerBody } from '../service';
import { validName, validPassword, validPhone, validUsername } from './installerRules';

describe('installer form rules', () => {
  it('§2.7 人员姓名 2–4 characters', () => {
    expect(validName('张三')).toBe(true);
    expect(validName('欧阳小明')).toBe(true);
    expect(validName('张')).toBe(false);
    expect(validName('欧阳小明明')).toBe(false);
  });

  it('账号 begins with a letter; 密码 6–12 letters or digits, optional on update', () => {
    expect(validUsername('zhang3')).toBe(true);
    expect(validUsername('3zhang')).toBe(false);
    expect(validUsername('zh_ang')).toBe(false);
    expect(validPassword('abc123', true)).toBe(true);
    expect(validPassword('abc12', true)).toBe(false);
    expect(validPassword('abc1234567890', true)).toBe(false);
    expect(validPassword('', true)).toBe(false);
    expect(validPassword('', false)).toBe(true);
    expect(validPhone('138-0000 0000')).toBe(true);
    expect(validPhone('电话')).toBe(false);
  });

  it('the body: trimmed, and no password on an update that typed none', () => {
    expect(installerBody({ name: ' 张三 ', phone: '13800000000', username: 'zs', password: 'abc123', remark: '' })).toEqual({
      name: '张三',
      phone: '13800000000',
      username: 'zs',
      remark: '',
      password: 'abc123',
    });
    expect(installerBody({ userId: 4, name: '张三', phone: '1', username: 'zs', password: ' ', remark: 'r' })).toEqual({
      userId: 4,
      name: '张三',
      phone: '1',
      username: 'zs',
      remark: 'r',
    });
  });
});
