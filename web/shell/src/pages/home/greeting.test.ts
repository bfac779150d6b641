// Tests of the home page greeting by hour.
import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greeting', () => {
  it('greets by the time of day', () => {
    expect([3, 7, 10, 13, 16, 20].map(greetingFor)).toEqual(['夜深了', '早上好', '上午好', '中午好', '下午好', '晚上好']);
  });
});
