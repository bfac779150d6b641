// What the monitor shows, derived from its data and the user's choices (pure): the base map chosen,
// the assets of the selected groups with the tab counts and the listed rows, and clustering.
import { OFFLINE_LAYER, type BaseLayerOption, type MapConfig } from '../map/baseLayers';
import { filterVehicles, tabCounts, type TabCounts, type VehicleTab } from '../vehicle/vehicleFilter';
import type { MonitorRow } from '../vehicle/monitorRow';
import { vehiclesOfSelection, type GroupNode } from '../groups/groups';

/** Above this many vehicles on the map, clustering is forced on. */
export const FORCE_CLUSTER_ABOVE = 1000;
/** With that many vehicles, the map redraws them at most every 2 s (the list still every second). */
export const BUSY_MAP_APPLY_MS = 2000;
/**
 * Above this many vehicles on the map, at most every 5 s: a redraw of the clusters re-tiles every
 * tile in view, three or four frames of ~75 ms each with a software GPU (issue 28). The focused
 * vehicle's marker and the list still follow every update.
 */
export const FLEET_MAP_ABOVE = 5000;
export const FLEET_MAP_APPLY_MS = 5000;

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
  const mapApplyMs = onMapCount > FLEET_MAP_ABOVE ? FLEET_MAP_APPLY_MS : forced ? BUSY_MAP_APPLY_MS : 0;
  return { forced, on: forced || wanted, mapApplyMs };
}
