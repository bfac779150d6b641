import { describe, expect, it } from 'vitest';
import { speedText, statesText, timeText } from './pointTexts';

describe('pointTexts', () => {
  it('shows the stop span and duration on stop points', () => {
    expect(timeText({ t: '2025-01-01 10:00:00', date: '2025-01-01 10:00:00~~2025-01-01 10:12:00' })).toBe('2025-01-01 10:00:00 ~ 2025-01-01 10:12:00');
    expect(speedText({ x: 2, s: 0, m: 720 })).toBe('静止12分钟');
    expect(speedText({ x: 2, s: 0, m: 7500 })).toBe('静止2小时5分');
    expect(speedText({ x: 1, s: 42, m: 0 })).toBe('42.0');
  });

  it('lists positioning, ACC, back-fill and battery', () => {
    expect(statesText({ i: 1, e: 0, b: 0 })).toBe('北斗+GPS ACC开');
    expect(statesText({ i: 0, e: 1, b: 1, power: 80 })).toBe('卫星信号弱 ACC关 盲补数据 电量:80%');
  });
});
