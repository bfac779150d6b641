// The monitor's view state: focusing from outside the list asks it to scroll, a vehicle leaving the
// map is no longer focused, dialogs open and close.
import { describe, expect, it } from 'vitest';
import type { AlarmRow } from '../service';
import { INITIAL_MONITOR_UI, monitorUiReducer as reduce, type MonitorAction, type MonitorUi } from './monitorUi';

const run = (...actions: MonitorAction[]): MonitorUi => actions.reduce(reduce, INITIAL_MONITOR_UI);

describe('monitor view state', () => {
  it('starts on 全部 with nothing selected or focused, clustering wanted and no tool', () => {
    expect(INITIAL_MONITOR_UI).toMatchObject({ selectedGroups: [], tab: 'all', query: '', focusedId: undefined, tool: 'none', clusterWanted: true, handling: [] });
  });

  it('asks the list to scroll only when a vehicle is focused from outside it', () => {
    const fromList = run({ type: 'focus', id: 5, fromOutside: false });
    expect(fromList).toMatchObject({ focusedId: 5, scrollRequest: 0 });
    const fromMap = reduce(fromList, { type: 'focus', id: 6, fromOutside: true });
    expect(fromMap).toMatchObject({ focusedId: 6, scrollRequest: 1 });
    expect(reduce(fromMap, { type: 'blur' }).focusedId).toBeUndefined();
  });

  it('a vehicle taken off the map loses the focus; another one leaving changes nothing', () => {
    const s = run({ type: 'focus', id: 5, fromOutside: false });
    expect(reduce(s, { type: 'offMap', id: 7 })).toBe(s);
    expect(reduce(s, { type: 'offMap', id: 5 }).focusedId).toBeUndefined();
  });

  it('keeps the list choices, the map choices and the dialogs apart', () => {
    const alarm = { A: 1 } as AlarmRow;
    const s = run(
      { type: 'selectGroups', groups: [10, 11] },
      { type: 'tab', tab: 'online' },
      { type: 'query', query: '粤B' },
      { type: 'layer', id: 'amap' },
      { type: 'tool', tool: 'area' },
      { type: 'cluster', on: false },
      { type: 'handle', alarms: [alarm] },
      { type: 'region', target: { kind: 'group', id: 10, name: '一车队' } },
    );
    expect(s).toMatchObject({ selectedGroups: [10, 11], tab: 'online', query: '粤B', layerId: 'amap', tool: 'area', clusterWanted: false, handling: [alarm] });
    expect(s.regionTarget).toEqual({ kind: 'group', id: 10, name: '一车队' });
    const closed = run({ type: 'handle', alarms: [] }, { type: 'region', target: undefined }, { type: 'area', area: undefined });
    expect(closed).toMatchObject({ handling: [], regionTarget: undefined, area: undefined });
  });
});
