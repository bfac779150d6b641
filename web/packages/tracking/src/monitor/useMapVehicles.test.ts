// The monitor's map gets the vehicles once the first load is whole (issue 28): a list may show its
// first page at once, but the map would draw (and fit to) a part of the fleet.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OFFLINE_LAYER } from '../map/baseLayers';
import type { MonitorRow } from '../vehicle/monitorRow';
import { useMapVehicles } from './useMapVehicles';
import { VehicleStore } from './vehicleStore';

const row = (v: number): MonitorRow => ({ V: v, P: `粤B${v}`, X: 114 + v / 100, Y: 22.5, Z: 1, F: 0 }) as MonitorRow;

describe('useMapVehicles', () => {
  it('draws no vehicle while the first load is in parts, then every vehicle of it', () => {
    const store = new VehicleStore();
    const { result, rerender } = renderHook(() => useMapVehicles(store, OFFLINE_LAYER, undefined, false));
    act(() => store.load([row(1), row(2)], false));
    rerender();
    expect(result.current.features.features).toHaveLength(0);
    act(() => store.load([row(1), row(2), row(3)], true));
    rerender();
    expect(result.current.features.features).toHaveLength(3);
  });
});
