// The monitor's collapsible panels and how their state is kept (#30 item 6).
import { describe, expect, it } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { createStorage } from '@chelian/core';
import { OPEN_LAYOUT, readLayout, withPanel } from './monitorLayout';
import { useMonitorLayout } from './useMonitorLayout';

describe('monitorLayout', () => {
  it('opens every panel when nothing (or nonsense) is stored', () => {
    expect(readLayout(undefined)).toEqual(OPEN_LAYOUT);
    expect(readLayout('collapsed')).toEqual(OPEN_LAYOUT);
    expect(readLayout({ leftOpen: 'no', treeOpen: 0 })).toEqual(OPEN_LAYOUT);
  });

  it('closes only the panels stored as false', () => {
    expect(readLayout({ treeOpen: false })).toEqual({ leftOpen: true, treeOpen: false, alarmsOpen: true });
    expect(readLayout({ leftOpen: false, alarmsOpen: false })).toEqual({ leftOpen: false, treeOpen: true, alarmsOpen: false });
  });

  it('changes one panel and keeps the others', () => {
    const closed = withPanel(OPEN_LAYOUT, 'alarmsOpen', false);
    expect(closed).toEqual({ leftOpen: true, treeOpen: true, alarmsOpen: false });
    expect(withPanel(closed, 'alarmsOpen', true)).toEqual(OPEN_LAYOUT);
  });

  it('R-STORE-1 remembers the collapsed panels in the app storage across visits', () => {
    localStorage.clear();
    const storage = createStorage('car');
    const first = renderHook(() => useMonitorLayout(storage));
    expect(first.result.current[0]).toEqual(OPEN_LAYOUT);
    act(() => first.result.current[1]('leftOpen', false));
    act(() => first.result.current[1]('treeOpen', false));
    expect(first.result.current[0]).toEqual({ leftOpen: false, treeOpen: false, alarmsOpen: true });
    expect(JSON.parse(localStorage.getItem('car_monitorLayout') ?? 'null')).toEqual({ leftOpen: false, treeOpen: false, alarmsOpen: true });
    first.unmount();
    const again = renderHook(() => useMonitorLayout(storage));
    expect(again.result.current[0]).toEqual({ leftOpen: false, treeOpen: false, alarmsOpen: true });
  });
});
