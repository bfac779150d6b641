// What the monitor shows, derived from its data and the user's choices (pure): the base map chosen,
// the vehicles of the selected groups with the tab counts and the listed rows, clustering, the
// group tree's right-click menu and what a choice in it does, and the map's title.
import type { MessageMap } from '@chelian/core';
import { OFFLINE_LAYER, filterVehicles, tabCounts, type BaseLayerOption, type MapConfig, type MonitorRow, type TabCounts, type VehicleTab } from '@chelian/tracking';
import { vehiclesOfSelection, type GroupNode } from '@chelian/tracking';
import { monitorTexts } from '../../../texts';
import type { RegionTarget } from '../places/AdminRegionDialog';

/** Groups this large take commands through the back office (v3-console-inventory §2.3). */
export const GROUP_COMMAND_LIMIT = 5000;
/** Above this many vehicles on the map, clustering is forced on. */
export const FORCE_CLUSTER_ABOVE = 1000;
/** With that many vehicles, the map redraws them at most every 2 s (the list still every second). */
export const BUSY_MAP_APPLY_MS = 2000;

/** The base maps offered and the one shown: the user's choice, else the server's default, else offline. */
export function chooseLayer(config: MapConfig | undefined, chosenId: string | undefined): { layers: BaseLayerOption[]; layer: BaseLayerOption } {
  const layers = config?.layers ?? [OFFLINE_LAYER];
  const layer = layers.find((l) => l.id === (chosenId ?? config?.defaultLayer)) ?? OFFLINE_LAYER;
  return { layers, layer };
}

export interface VehicleView {
  /** The vehicles of the selected groups (all without a selection). */
  inSelection: readonly MonitorRow[];
  /** Tab counts of the selection. */
  counts: TabCounts;
  /** The rows of the list: the selection on the chosen tab, matching the search. */
  listed: readonly MonitorRow[];
}

export function vehicleView(
  groups: readonly GroupNode[],
  selectedGroups: readonly number[],
  rows: readonly MonitorRow[],
  tab: VehicleTab,
  query: string,
): VehicleView {
  const selection = vehiclesOfSelection(groups, selectedGroups, rows);
  const inSelection = selection ? rows.filter((r) => selection.has(r.V)) : rows;
  return { inSelection, counts: tabCounts(inSelection), listed: filterVehicles(inSelection, { tab, query }) };
}

export interface Clustering {
  /** Too many vehicles on the map to draw them one by one. */
  forced: boolean;
  on: boolean;
  /** How often the map takes the rows (0: at once). */
  mapApplyMs: number;
}

export function clustering(onMapCount: number, wanted: boolean): Clustering {
  const forced = onMapCount > FORCE_CLUSTER_ABOVE;
  return { forced, on: forced || wanted, mapApplyMs: forced ? BUSY_MAP_APPLY_MS : 0 };
}

export type GroupMenuKey = 'command' | 'region';

/** The group tree's right-click menu: 指令下发, and 绑定省市区 with the 130109 button. */
export function groupMenuItems(canBindRegion: boolean): Array<{ key: GroupMenuKey; label: string }> {
  return [
    { key: 'command', label: monitorTexts.groupCommand },
    ...(canBindRegion ? [{ key: 'region' as const, label: monitorTexts.groupRegion }] : []),
  ];
}

export type GroupMenuAction =
  | { kind: 'region'; target: RegionTarget }
  | { kind: 'tooMany' }
  | { kind: 'instructions'; request: MessageMap['showInstructions'] };

/** What a choice in a group's menu does: bind its areas, refuse a group too large, or open the instructions dialog. */
export function groupMenuAction(key: string, g: GroupNode): GroupMenuAction {
  if (key === 'region') return { kind: 'region', target: { kind: 'group', id: g.gi, name: g.gn } };
  if (g.an >= GROUP_COMMAND_LIMIT) return { kind: 'tooMany' };
  return { kind: 'instructions', request: { type: '', groupId: g.gi, groupName: g.gn, subGroups: true } };
}

/** The map's title: the focused vehicle's plate, or the prompt to choose one. */
export function mapTitle(focused: MonitorRow | undefined): string {
  return focused ? `${focused.P}` : monitorTexts.chooseVehicle;
}
