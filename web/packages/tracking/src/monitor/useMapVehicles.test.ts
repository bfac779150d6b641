// The monitor's map gets the vehicles once the first load is whole (issue 28): a list may show its
// first page at once, but the map would draw (and fit to) a part of the fleet.
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Map as MaplibreMap } from 'maplibre-gl';
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

  it('fits to the vehicles when the map becomes ready after they are known (the map is made later)', () => {
    const store = new VehicleStore();
    const { result, rerender } = renderHook(() => useMapVehicles(store, OFFLINE_LAYER, undefined, false));
    act(() => store.load([row(1), row(2)], true));
    rerender();
    const container = document.createElement('div');
    const fitBounds = vi.fn();
    const map = { fitBounds, getContainer: () => container, on: vi.fn() } as unknown as MaplibreMap;
    act(() => result.current.onReady(map));
    expect(fitBounds).toHaveBeenCalledTimes(1);
    rerender();
    expect(fitBounds).toHaveBeenCalledTimes(1); // once
  });

  it('opens on the vehicle focused before the map was ready (风控中心 查看详情), not on a fit to the fleet', () => {
    const store = new VehicleStore();
    act(() => store.load([row(1), row(2), row(3)], true));
    const { result, rerender } = renderHook(() => useMapVehicles(store, OFFLINE_LAYER, 2, false));
    const fitBounds = vi.fn();
    const jumpTo = vi.fn();
    const map = { fitBounds, jumpTo, getZoom: () => 4, getContainer: () => document.createElement('div'), on: vi.fn() } as unknown as MaplibreMap;
    act(() => result.current.onReady(map));
    expect(jumpTo).toHaveBeenCalledTimes(1);
    expect(jumpTo).toHaveBeenCalledWith({ center: [114.02, 22.5], zoom: 14 });
    expect(fitBounds).not.toHaveBeenCalled();
    rerender();
    expect(jumpTo).toHaveBeenCalledTimes(1); // once: the user's later moves are theirs
  });
});
