// The monitor's view state as one reducer (pure): the group selection, tab and search of the list,
// the focused vehicle (and when the list must scroll to it), the base map, the map tool, clustering,
// and the dialogs (alarm handling, area search, stay points, allowed areas).
import type { MapTool, MonitorRow, VehicleTab } from '@chelian/tracking';
import type { RegionTarget } from '../places/AdminRegionDialog';
import type { AlarmRow, AreaResult } from '../service';

export interface MonitorUi {
  selectedGroups: number[];
  tab: VehicleTab;
  query: string;
  focusedId: number | undefined;
  /** Grows when a vehicle is focused from outside the list (search, map, alarm): the list scrolls to it. */
  scrollRequest: number;
  layerId: string | undefined;
  tool: MapTool;
  clusterWanted: boolean;
  /** Alarms in the handling dialog. */
  handling: AlarmRow[];
  area: AreaResult | undefined;
  stayRow: MonitorRow | undefined;
  regionTarget: RegionTarget | undefined;
}

export const INITIAL_MONITOR_UI: MonitorUi = {
  selectedGroups: [],
  tab: 'all',
  query: '',
  focusedId: undefined,
  scrollRequest: 0,
  layerId: undefined,
  tool: 'none',
  clusterWanted: true,
  handling: [],
  area: undefined,
  stayRow: undefined,
  regionTarget: undefined,
};

export type MonitorAction =
  | { type: 'selectGroups'; groups: number[] }
  | { type: 'tab'; tab: VehicleTab }
  | { type: 'query'; query: string }
  | { type: 'focus'; id: number; fromOutside: boolean }
  /** The info window closed. */
  | { type: 'blur' }
  /** A vehicle left the map: it is no longer focused. */
  | { type: 'offMap'; id: number }
  | { type: 'layer'; id: string }
  | { type: 'tool'; tool: MapTool }
  | { type: 'cluster'; on: boolean }
  | { type: 'area'; area: AreaResult | undefined }
  | { type: 'handle'; alarms: AlarmRow[] }
  | { type: 'stayPoints'; row: MonitorRow | undefined }
  | { type: 'region'; target: RegionTarget | undefined };

export function monitorUiReducer(s: MonitorUi, a: MonitorAction): MonitorUi {
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
    case 'tool':
      return { ...s, tool: a.tool };
    case 'cluster':
      return { ...s, clusterWanted: a.on };
    case 'area':
      return { ...s, area: a.area };
    case 'handle':
      return { ...s, handling: a.alarms };
    case 'stayPoints':
      return { ...s, stayRow: a.row };
    case 'region':
      return { ...s, regionTarget: a.target };
  }
}
