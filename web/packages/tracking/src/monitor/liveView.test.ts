// The monitor's view subscription: none for a small fleet, the padded WGS-84 area for a large one.
import { describe, expect, it } from 'vitest';
import { LIVE_AREA_MIN_VEHICLES, viewSubscription } from './liveView';

const shenzhen = { west: 113.9, south: 22.5, east: 114.1, north: 22.6 };

describe('viewSubscription', () => {
  it('takes everything at once for a small fleet', () => {
    expect(viewSubscription(shenzhen, 'wgs84', [7], LIVE_AREA_MIN_VEHICLES - 1)).toEqual({ all: 1 });
  });

  it('gives a large fleet the view widened by a quarter on each side, and the followed vehicles', () => {
    expect(viewSubscription(shenzhen, 'wgs84', [7], 50_000)).toEqual({ all: 1, area: [113.85, 22.475, 114.15, 22.625], vehicles: [7] });
  });

  it('turns a GCJ-02 view (Amap) back into WGS-84, as positions are stored', () => {
    const sub = viewSubscription(shenzhen, 'gcj02', [], 50_000) as { area: number[] };
    // In Shenzhen GCJ-02 lies about 0.005° east and 0.003° north of WGS-84.
    expect(sub.area[0]).toBeCloseTo(113.85 - 0.0049, 2);
    expect(sub.area[1]).toBeCloseTo(22.475 + 0.0028, 2);
    expect(sub.area[0]).toBeLessThan(113.85);
  });

  it('never leaves the world', () => {
    const sub = viewSubscription({ west: -179, south: -80, east: 179, north: 80 }, 'wgs84', [], 50_000) as { area: number[] };
    expect(sub.area).toEqual([-180, -90, 180, 90]);
  });
});
