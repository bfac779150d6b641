// Tests of the monitor's vehicle store (live merging, map selection, trails).
import { describe, expect, it } from 'vitest';
import type { LivePosition, MonitorRow } from '../vehicle/monitorRow';
import { VehicleStore, applyPosition } from './vehicleStore';

function row(V: number, partial: Partial<MonitorRow> = {}): MonitorRow {
  return {
    V, P: `粤B${V}`, M: 11, GI: 11, GN: '一车队', Z: 3, d: '', B: '', CL: 0, T: '', N: '', I: '', W: '', frameNo: '',
    iconType: 0, longStayTer: 0, EP: '', NOW: '', ...partial,
  };
}

function live(vehicleId: number, partial: Partial<LivePosition> = {}): LivePosition {
  return {
    vehicleId, plate: '', lat: 22.5, lon: 114.0, speed: 40, course: 90, acc: 1, valid: 1, mileage: 12.5, motion: 1,
    gpsTime: '2026-01-01 08:00:00', recvTime: '2026-01-01 08:00:01', alarms: [], ...partial,
  };
}

describe('live positions', () => {
  it('update position, state, alarm and ACC of the row', () => {
    const r = applyPosition(row(1), live(1, { alarms: ['emergencyAlarm'], acc: 0 }));
    expect(r).toMatchObject({ X: 114.0, Y: 22.5, S: 40, F: 90, L: 12500, Z: 1, ZT: '2026-01-01 08:00:00', isAcc: 1 });
    expect(JSON.parse(r.B)).toEqual({ name: '紧急报警', type: 'emergencyAlarm' });
    // Same state: the state's start stays; the alarm ended.
    const later = applyPosition(r, live(1, { gpsTime: '2026-01-01 08:05:00' }));
    expect(later.ZT).toBe('2026-01-01 08:00:00');
    expect(later.B).toBe('');
    expect(applyPosition(later, live(1, { motion: 2 })).Z).toBe(2);
    expect(applyPosition(row(1, { Z: 4 }), live(1)).Z).toBe(4);  // an expired vehicle stays expired
  });

  it('a batch changes only the vehicles in it and bumps the version once', () => {
    const store = new VehicleStore();
    store.load([row(1), row(2)]);
    const before = store.get(2);
    const v = store.getVersion();
    store.applyPositions(new Map([[1, live(1)], [99, live(99)]]));
    expect(store.getVersion()).toBe(v + 1);
    expect(store.get(1)?.X).toBe(114.0);
    expect(store.get(2)).toBe(before);
    store.applyPositions(new Map([[99, live(99)]]));
    expect(store.getVersion()).toBe(v + 1);
  });

  it('first load puts every vehicle on the map; removed ones leave it', () => {
    const store = new VehicleStore();
    store.load([row(1), row(2), row(3)]);
    expect([...store.onMap]).toEqual([1, 2, 3]);
    store.setOnMap([2], false);
    store.load([row(1), row(2)]);
    expect([...store.onMap]).toEqual([1]);
  });

  it('issue 28 a reload keeps the objects of the rows it did not change, in the new order', () => {
    const store = new VehicleStore();
    store.load([row(1), row(2), row(3)]);
    const [one, two] = [store.get(1), store.get(2)];
    store.load([row(2), row(1, { S: 42 }), row(3), row(4)]);
    expect(store.get(2)).toBe(two);
    expect(store.get(1)).not.toBe(one);
    expect(store.get(1)?.S).toBe(42);
    expect(store.all().map((r) => r.V)).toEqual([2, 1, 3, 4]);
    expect(store.all()[0]).toBe(two);
  });

  it('issue 28 a store seeded with a first page skips the load that hands the same rows over; another load applies', () => {
    const store = new VehicleStore();
    const first = [row(1), row(2)];
    store.seed(first, false);
    expect(store.all()).toEqual(first);
    expect(store.hasLoaded()).toBe(false);
    const seeded = store.getVersion();
    store.load(first, false); // the feed's first load: the same page
    expect(store.getVersion()).toBe(seeded);
    const whole = [row(1), row(2), row(3)];
    store.load(whole, true);
    expect(store.getVersion()).toBe(seeded + 1);
    expect(store.all().map((r) => r.V)).toEqual([1, 2, 3]);
    expect(store.hasLoaded()).toBe(true);
    expect([...store.onMap]).toEqual([1, 2, 3]); // the first load's parts put every vehicle on the map
  });

  it('issue 28 a seeded store applies a load of the same rows that says otherwise about completeness', () => {
    const store = new VehicleStore();
    const first = [row(1)];
    store.seed(first, false);
    const seeded = store.getVersion();
    store.load(first, true);
    expect(store.getVersion()).toBe(seeded + 1);
    expect(store.hasLoaded()).toBe(true);
  });

  it('a followed vehicle collects its live trail from its current position', () => {
    const store = new VehicleStore();
    store.load([row(1, { X: 113.9, Y: 22.4 })]);
    expect(store.toggleTrail(1)).toBe(true);
    store.applyPositions(new Map([[1, live(1)]]));
    expect(store.trails.get(1)).toEqual([[113.9, 22.4], [114.0, 22.5]]);
    expect(store.toggleTrail(1)).toBe(false);
    expect(store.trails.has(1)).toBe(false);
  });
});
