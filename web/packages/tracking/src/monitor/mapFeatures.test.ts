// The monitor's map data: markers of the vehicles on the map, the focused one apart, trails and the
// camera for a focused vehicle, in the base map's coordinate system.
import { describe, expect, it } from 'vitest';
import { toMap } from '../coords/coordSystems';
import type { MonitorRow } from '../vehicle/monitorRow';
import { focusCamera, focusedFeature, markerState, trailLines, vehicleFeatures } from './mapFeatures';

function row(V: number, partial: Partial<MonitorRow> = {}): MonitorRow {
  return {
    V, P: `粤B${V}`, M: 11, GI: 11, GN: '一车队', Z: 1, d: '', B: '', CL: 0, T: '', N: '', I: '', W: '', frameNo: '',
    iconType: 0, longStayTer: 0, EP: '', NOW: '', X: 114.05, Y: 22.54, F: 90, ...partial,
  };
}

describe('monitor map features', () => {
  it('colours a marker by alarm first, then driving, parked, offline', () => {
    expect(markerState(row(1, { B: JSON.stringify({ name: '紧急报警', type: 'emergencyAlarm' }) }))).toBe('alarm');
    expect(markerState(row(1, { Z: 1 }))).toBe('driving');
    expect(markerState(row(1, { Z: 2 }))).toBe('parked');
    expect(markerState(row(1, { Z: 3 }))).toBe('offline');
  });

  it('draws the vehicles on the map that have a position, all but the focused one, in the map’s system', () => {
    const rows = [row(1), row(2), row(3, { X: undefined, Y: undefined }), row(4)];
    const f = vehicleFeatures(rows, new Set([1, 2, 3]), 'gcj02', 2);
    expect(f.features.map((x) => x.id)).toEqual([1]);
    expect(f.features[0]!.geometry.coordinates).toEqual(toMap([114.05, 22.54], 'gcj02'));
    expect(f.features[0]!.properties).toMatchObject({ id: 1, plate: '粤B1', course: 90 });
    expect(focusedFeature(row(2), 'wgs84').features.map((x) => x.id)).toEqual([2]);
    expect(focusedFeature(undefined, 'wgs84').features).toEqual([]);
  });

  it('issue 28 builds a feature again only for a row that changed (or another system), the others kept as they were', () => {
    const rows = [row(1), row(2)];
    const first = vehicleFeatures(rows, new Set([1, 2]), 'gcj02');
    const moved = [rows[0]!, { ...rows[1]!, X: 114.2 }];
    const second = vehicleFeatures(moved, new Set([1, 2]), 'gcj02');
    expect(second.features[0]).toBe(first.features[0]);
    expect(second.features[1]).not.toBe(first.features[1]);
    expect(second.features[1]!.geometry.coordinates).toEqual(toMap([114.2, 22.54], 'gcj02'));
    const wgs = vehicleFeatures(moved, new Set([1, 2]), 'wgs84');
    expect(wgs.features[0]).not.toBe(first.features[0]);
    expect(wgs.features[0]!.geometry.coordinates).toEqual([114.05, 22.54]);
  });

  it('converts trails and the camera target; a vehicle without a fix has no camera target', () => {
    expect(trailLines(new Map([[1, [[114, 22] as [number, number]]]]), 'wgs84')).toEqual([{ id: 1, points: [[114, 22]] }]);
    expect(focusCamera(row(1), 'wgs84', 10)).toEqual({ center: [114.05, 22.54], zoom: 14 });
    expect(focusCamera(row(1), 'wgs84', 16)?.zoom).toBe(16);
    expect(focusCamera(row(1, { X: undefined }), 'wgs84', 10)).toBeUndefined();
  });
});
