// The AssetMonitor's view state: focusing from outside asks the list to scroll, leaving the map
// unfocuses only the focused asset.
import { describe, expect, it } from 'vitest';
import { INITIAL_ASSET_MONITOR_UI, assetMonitorReducer } from './assetMonitorUi';

describe('assetMonitorReducer', () => {
  it('issue 24 a focus from the map or search scrolls the list, one from the list does not', () => {
    const fromList = assetMonitorReducer(INITIAL_ASSET_MONITOR_UI, { type: 'focus', id: 7, fromOutside: false });
    expect(fromList).toMatchObject({ focusedId: 7, scrollRequest: 0 });
    const fromMap = assetMonitorReducer(fromList, { type: 'focus', id: 8, fromOutside: true });
    expect(fromMap).toMatchObject({ focusedId: 8, scrollRequest: 1 });
  });

  it('issue 24 removing another asset from the map keeps the focus; removing the focused one clears it', () => {
    const focused = assetMonitorReducer(INITIAL_ASSET_MONITOR_UI, { type: 'focus', id: 3, fromOutside: false });
    expect(assetMonitorReducer(focused, { type: 'offMap', id: 4 })).toBe(focused);
    expect(assetMonitorReducer(focused, { type: 'offMap', id: 3 }).focusedId).toBeUndefined();
    expect(assetMonitorReducer(focused, { type: 'blur' }).focusedId).toBeUndefined();
  });

  it('issue 24 keeps the list choices and the base map', () => {
    let s = assetMonitorReducer(INITIAL_ASSET_MONITOR_UI, { type: 'selectGroups', groups: [2, 5] });
    s = assetMonitorReducer(s, { type: 'tab', tab: 'online' });
    s = assetMonitorReducer(s, { type: 'query', query: '旺财' });
    s = assetMonitorReducer(s, { type: 'layer', id: 'amap' });
    expect(s).toMatchObject({ selectedGroups: [2, 5], tab: 'online', query: '旺财', layerId: 'amap' });
  });
});
