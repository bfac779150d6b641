// The monitor's virtualised vehicle list: a render of the list for another reason (the page's other
// state, new handlers from the page) does not draw its unchanged rows again, and a row's click and
// double-click still reach the page's newest handlers.
import { act, fireEvent, render } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { assetProfile } from '../profile/assetProfile';
import type { MonitorRow } from '../vehicle/monitorRow';
import { VehicleList, type VehicleListProps } from './VehicleList';

const PROFILE = assetProfile({ kind: 1, nouns: { asset: '车辆', group: '车组', label: '车牌号', searchFields: '车牌', pickFields: '车牌', name: '车牌号', unit: '辆', counted: '车辆' } });

const row = (V: number): MonitorRow =>
  ({ V, P: `粤B${V}`, M: 2, GI: 2, GN: '一车队', Z: 1, d: '', B: '', CL: 0, T: 'GPRS-部标', N: `13${V}`, I: '', W: '', frameNo: '', iconType: 0, longStayTer: 0, EP: '', NOW: '', PT: '2026-11-28 10:00:00' }) as MonitorRow;
const ROWS = Array.from({ length: 30 }, (_, i) => row(i + 1));

function props(over: Partial<VehicleListProps> = {}): VehicleListProps {
  return {
    profile: PROFILE,
    rows: ROWS,
    counts: { all: 30, online: 30, offline: 0 },
    tab: 'all',
    onTab: () => undefined,
    focusedId: undefined,
    onMap: new Set<number>(),
    now: 1_000_000,
    search: null,
    onFocus: () => undefined,
    onRemoveFromMap: () => undefined,
    onSelectAll: () => undefined,
    scrollToFocused: 0,
    ...over,
  };
}

describe('VehicleList', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('issue 28 does not draw its unchanged rows again when the page renders for something else', () => {
    const renderActions = vi.fn((r: MonitorRow) => <span>{r.P}</span>);
    const { rerender } = render(
      <App>
        <VehicleList {...props({ renderActions })} />
      </App>,
    );
    const first = renderActions.mock.calls.length;
    expect(first).toBeGreaterThan(0);
    // The page renders again: new handlers and a new search box, the same rows.
    rerender(
      <App>
        <VehicleList {...props({ renderActions, onFocus: () => undefined, onRemoveFromMap: () => undefined, search: <input /> })} />
      </App>,
    );
    expect(renderActions.mock.calls.length).toBe(first);
    // A changed row is drawn again, alone.
    const changed = [{ ...ROWS[0]!, Z: 2 } as MonitorRow, ...ROWS.slice(1)];
    rerender(
      <App>
        <VehicleList {...props({ renderActions, rows: changed })} />
      </App>,
    );
    expect(renderActions.mock.calls.slice(first).map(([r]) => r.V)).toEqual([1]);
  });

  it('a click and a double-click reach the newest handlers', () => {
    const { container, rerender } = render(
      <App>
        <VehicleList {...props()} />
      </App>,
    );
    const onFocus = vi.fn();
    const onRemoveFromMap = vi.fn();
    rerender(
      <App>
        <VehicleList {...props({ onFocus, onRemoveFromMap })} />
      </App>,
    );
    const third = container.querySelector('[data-vehicle-id="3"]')!;
    fireEvent.click(third);
    act(() => vi.advanceTimersByTime(300));
    expect(onFocus).toHaveBeenCalledWith(3);
    fireEvent.doubleClick(third);
    expect(onRemoveFromMap).toHaveBeenCalledWith(3);
  });
});
