import { describe, expect, it } from 'vitest';
import { DEFAULT_PROMPT_ERROR, validatePrompt } from './prompt';

describe('prompt validation', () => {
  it('R-VAL-2 validates by a pattern, with the custom error or the default', () => {
    expect(validatePrompt('13800000000', { pattern: /^1\d{10}$/ })).toBeUndefined();
    expect(validatePrompt('abc', { pattern: /^1\d{10}$/ })).toBe(DEFAULT_PROMPT_ERROR);
    expect(validatePrompt('abc', { pattern: /^1\d{10}$/, errorMessage: '请输入手机号' })).toBe('请输入手机号');
    // A global pattern keeps no state between calls.
    const g = /^\d+$/g;
    expect(validatePrompt('12', { pattern: g })).toBeUndefined();
    expect(validatePrompt('34', { pattern: g })).toBeUndefined();
  });

  it('R-VAL-2 validates by a validator: false shows the custom or default error, a string is the error', () => {
    const notEmpty = (v: string) => v.trim() !== '';
    expect(validatePrompt('x', { validator: notEmpty })).toBeUndefined();
    expect(validatePrompt(' ', { validator: notEmpty })).toBe(DEFAULT_PROMPT_ERROR);
    expect(validatePrompt(' ', { validator: notEmpty, errorMessage: '不能为空' })).toBe('不能为空');
    expect(validatePrompt('a', { validator: () => '名称已存在' })).toBe('名称已存在');
    expect(validatePrompt('a', { validator: () => true, pattern: /^b$/ })).toBe(DEFAULT_PROMPT_ERROR);
  });
});
