// What the monitor shows: the base map chosen, the list of the selected groups, clustering.
import { describe, expect, it } from 'vitest';
import { OFFLINE_LAYER, type BaseLayerOption } from '../map/baseLayers';
import type { MonitorRow } from '../vehicle/monitorRow';
import type { GroupNode } from '../groups/groups';
import { BUSY_MAP_APPLY_MS, FLEET_MAP_ABOVE, FLEET_MAP_APPLY_MS, chooseLayer, clustering, vehicleView } from './monitorView';

function row(V: number, partial: Partial<MonitorRow> = {}): MonitorRow {
  return {
    V, P: `粤B${V}`, M: 11, GI: 11, GN: '一车队', Z: 1, d: '', B: '', CL: 0, T: '', N: '', I: '', W: '', frameNo: '',
    iconType: 0, longStayTer: 0, EP: '', NOW: '', ...partial,
  };
}

const groups: GroupNode[] = [
  { gi: 10, pi: 1, gn: '顺达物流有限公司', tt: 0, an: 3, on: 2 },
  { gi: 11, pi: 10, gn: '一车队', tt: 2, an: 2, on: 1 },
  { gi: 12, pi: 10, gn: '二车队', tt: 1, an: 1, on: 1 },
];

describe('monitor view', () => {
  it('chooses the base map the user picked, else the server default, else the offline map', () => {
    const amap: BaseLayerOption = { id: 'amap', name: '高德地图', crs: 'gcj02', tiles: ['t'], overlayTiles: [], attribution: '' };
    const config = { defaultLayer: 'amap', layers: [OFFLINE_LAYER, amap] };
    expect(chooseLayer(undefined, undefined)).toEqual({ layers: [OFFLINE_LAYER], layer: OFFLINE_LAYER });
    expect(chooseLayer(config, undefined).layer).toBe(amap);
    expect(chooseLayer(config, 'offline').layer).toBe(OFFLINE_LAYER);
    expect(chooseLayer(config, 'gone').layer).toBe(OFFLINE_LAYER);
  });

  it('lists the selected groups’ vehicles on the chosen tab, counted per tab, filtered by the search', () => {
    const rows = [row(1, { GI: 11 }), row(2, { GI: 11, Z: 2, P: '粤A2' }), row(3, { GI: 12, Z: 3 })];
    const all = vehicleView(groups, [], rows, 'all', '');
    expect(all.inSelection).toBe(rows);
    expect(all.counts).toEqual({ all: 3, online: 2, offline: 1 });
    const first = vehicleView(groups, [11], rows, 'online', '粤B');
    expect(first.inSelection.map((r) => r.V)).toEqual([1, 2]);
    expect(first.counts.all).toBe(2);
    expect(first.listed.map((r) => r.V)).toEqual([1]);
  });

  it(`forces clustering above 1,000 vehicles on the map and then redraws every ${BUSY_MAP_APPLY_MS} ms`, () => {
    expect(clustering(1000, false)).toEqual({ forced: false, on: false, mapApplyMs: 0 });
    expect(clustering(1000, true)).toEqual({ forced: false, on: true, mapApplyMs: 0 });
    expect(clustering(1001, false)).toEqual({ forced: true, on: true, mapApplyMs: BUSY_MAP_APPLY_MS });
  });

  it(`redraws a fleet of more than ${FLEET_MAP_ABOVE} vehicles on the map every ${FLEET_MAP_APPLY_MS} ms`, () => {
    expect(clustering(FLEET_MAP_ABOVE, false).mapApplyMs).toBe(BUSY_MAP_APPLY_MS);
    expect(clustering(FLEET_MAP_ABOVE + 1, false)).toEqual({ forced: true, on: true, mapApplyMs: FLEET_MAP_APPLY_MS });
    expect(clustering(50_000, true).mapApplyMs).toBe(FLEET_MAP_APPLY_MS);
  });
});
