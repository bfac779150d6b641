// The view state of AssetMonitor as one reducer (pure): the group selection, tab and search of the
// list, the focused asset (and when the list must scroll to it) and the base map. The car's monitor
// adds its own actions (tools, dialogs) to these.
import type { VehicleTab } from '../vehicle/vehicleFilter';

export interface AssetMonitorUi {
  selectedGroups: number[];
  tab: VehicleTab;
  query: string;
  focusedId: number | undefined;
  /** Grows when an asset is focused from outside the list (search, map): the list scrolls to it. */
  scrollRequest: number;
  layerId: string | undefined;
}

export const INITIAL_ASSET_MONITOR_UI: AssetMonitorUi = { selectedGroups: [], tab: 'all', query: '', focusedId: undefined, scrollRequest: 0, layerId: undefined };

export type AssetMonitorAction =
  | { type: 'selectGroups'; groups: number[] }
  | { type: 'tab'; tab: VehicleTab }
  | { type: 'query'; query: string }
  | { type: 'focus'; id: number; fromOutside: boolean }
  /** The info window closed. */
  | { type: 'blur' }
  /** An asset left the map: it is no longer focused. */
  | { type: 'offMap'; id: number }
  | { type: 'layer'; id: string };

/** Also the shared part of the car's larger reducer (`S` its state). */
export function assetMonitorReducer<S extends AssetMonitorUi>(s: S, a: AssetMonitorAction): S {
  switch (a.type) {
    case 'selectGroups':
      return { ...s, selectedGroups: a.groups };
    case 'tab':
      return { ...s, tab: a.tab };
    case 'query':
      return { ...s, query: a.query };
    case 'focus':
      return { ...s, focusedId: a.id, scrollRequest: a.fromOutside ? s.scrollRequest + 1 : s.scrollRequest };
    case 'blur':
      return { ...s, focusedId: undefined };
    case 'offMap':
      return s.focusedId === a.id ? { ...s, focusedId: undefined } : s;
    case 'layer':
      return { ...s, layerId: a.id };
  }
}
