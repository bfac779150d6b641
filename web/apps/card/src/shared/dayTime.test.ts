// The "HH:mm" times of the card forms: what is accepted and what is refused.
import { describe, expect, it } from 'vitest';
import { dayMinute } from './dayTime';

describe('dayMinute', () => {
  it('reads HH:mm and 24:00', () => {
    expect(dayMinute('08:30')).toBe(510);
    expect(dayMinute(' 9:05 ')).toBe(545);
    expect(dayMinute('24:00')).toBe(1440);
  });
  it('refuses what is not a time of day', () => {
    for (const bad of ['', '9点', '08:60', '25:00', '24:01', '0830', '08:3']) expect(dayMinute(bad)).toBeUndefined();
  });
});
