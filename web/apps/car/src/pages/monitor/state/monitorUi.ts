// The monitor's view state as one reducer (pure): the group selection, tab and search of the list,
// the focused vehicle (and when the list must scroll to it), the base map, the map tool, clustering,
// and the dialogs (alarm handling, area search, stay points, allowed areas).
import { assetMonitorReducer, type AssetMonitorAction, type AssetMonitorUi, type MapTool, type MonitorRow } from '@chelian/tracking';
import type { RegionTarget } from '../places/AdminRegionDialog';
import type { AlarmRow, AreaResult } from '../service';

/** The list's and the map's choices of the kit's monitor (assetMonitorUi), and the car's own. */
export interface MonitorUi extends AssetMonitorUi {
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
  | AssetMonitorAction
  | { type: 'tool'; tool: MapTool }
  | { type: 'cluster'; on: boolean }
  | { type: 'area'; area: AreaResult | undefined }
  | { type: 'handle'; alarms: AlarmRow[] }
  | { type: 'stayPoints'; row: MonitorRow | undefined }
  | { type: 'region'; target: RegionTarget | undefined };

export function monitorUiReducer(s: MonitorUi, a: MonitorAction): MonitorUi {
  switch (a.type) {
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
    default:
      return assetMonitorReducer(s, a);
  }
}
