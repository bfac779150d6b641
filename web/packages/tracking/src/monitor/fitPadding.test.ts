// The first fit keeps the vehicles clear of the alarm panel (#30 item 6).
import { describe, expect, it } from 'vitest';
import { fitPadding } from './fitPadding';

const map = { left: 300, top: 100, right: 1366, bottom: 768 };

describe('fitPadding', () => {
  it('keeps a plain margin without panels', () => {
    expect(fitPadding(map, [])).toEqual({ top: 60, right: 60, bottom: 60, left: 60 });
  });

  it('lifts the bottom edge above the alarm panel', () => {
    const alarmPanel = { left: 738, top: 520, right: 1358, bottom: 760 };
    expect(fitPadding(map, [alarmPanel]).bottom).toBe(768 - 520 + 30);
  });

  it('a collapsed alarm panel (its title bar) lifts the bottom edge only by the bar', () => {
    const titleBar = { left: 738, top: 728, right: 1358, bottom: 760 };
    expect(fitPadding(map, [titleBar]).bottom).toBe(768 - 728 + 30);
  });

  it('ignores panels elsewhere and never leaves less than a strip for the vehicles', () => {
    expect(fitPadding(map, [{ left: 0, top: 0, right: 200, bottom: 50 }]).bottom).toBe(60);
    const tall = { left: 300, top: 450, right: 1366, bottom: 768 };
    const p = fitPadding({ left: 300, top: 100, right: 1366, bottom: 500 }, [tall]);
    expect(500 - 100 - p.top - p.bottom).toBeGreaterThanOrEqual(120);
  });
});
