// The user's groups as loadGroups answers them (the monitor's tree, the groups a vehicle can go into,
// the management pages' group pickers):
// the typed call both pages' services use, the tree (label "gn (an)", special nodes 重点关注 −1 and
// 无线设备 −2), and which vehicles a multi-selection of groups covers.
import { unwrap, type HttpClient } from '@chelian/core';
import type { MonitorRow } from '../vehicle/monitorRow';

export interface GroupNode {
  gi: number;
  pi: number;
  gn: string;
  /** vehicles directly in the group */
  tt: number;
  /** vehicles in the group and its sub-groups */
  an: number;
  /** online vehicles in the subtree */
  on: number;
}

export const GROUPS_PATH = '/car/v1/api/monitor/loadGroups';

/**
 * The group list; `concernNeed` adds the 重点关注 / 无线设备 entries of the monitor's tree; `kind` counts
 * only that asset kind; `snapshot` counts the vehicles of that loadVehicles list (read once for both).
 */
export async function fetchGroups(http: HttpClient, concernNeed: boolean, kind?: number, snapshot?: string): Promise<GroupNode[]> {
  const params = { concernNeed: String(concernNeed), ...(kind === undefined ? {} : { kind }), ...(snapshot ? { snapshot } : {}) };
  return unwrap(await http.get<{ data: GroupNode[] }>(GROUPS_PATH, params)).data;
}

export const FOLLOWED_GROUP = -1;
export const WIRELESS_GROUP = -2;

export interface GroupTreeNode {
  key: number;
  title: string;
  name: string;
  special: boolean;
  children: GroupTreeNode[];
}

/** Roots are the special nodes and the groups whose parent the user cannot see. */
export function buildGroupTree(groups: readonly GroupNode[]): GroupTreeNode[] {
  const nodes = new Map<number, GroupTreeNode>();
  for (const g of groups) {
    nodes.set(g.gi, { key: g.gi, title: `${g.gn} (${g.an})`, name: g.gn, special: g.gi < 0, children: [] });
  }
  const roots: GroupTreeNode[] = [];
  for (const g of groups) {
    const node = nodes.get(g.gi) as GroupTreeNode;
    const parent = g.gi > 0 ? nodes.get(g.pi) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** The selected groups and all their descendants (ordinary groups only). */
export function subtreeIds(groups: readonly GroupNode[], selected: readonly number[]): Set<number> {
  const children = new Map<number, number[]>();
  for (const g of groups) {
    if (g.gi < 0) continue;
    const list = children.get(g.pi) ?? [];
    list.push(g.gi);
    children.set(g.pi, list);
  }
  const out = new Set<number>();
  const stack = selected.filter((id) => id > 0);
  while (stack.length) {
    const id = stack.pop() as number;
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return out;
}

/** Vehicles covered by a selection of groups; undefined when nothing is selected (all vehicles). */
export function vehiclesOfSelection(
  groups: readonly GroupNode[],
  selected: readonly number[],
  rows: readonly MonitorRow[],
): Set<number> | undefined {
  if (selected.length === 0) return undefined;
  const ids = subtreeIds(groups, selected);
  const followed = selected.includes(FOLLOWED_GROUP);
  const wireless = selected.includes(WIRELESS_GROUP);
  const out = new Set<number>();
  for (const r of rows) {
    if (ids.has(r.GI) || (followed && r.CL > 0) || (wireless && r.longStayTer === 1)) out.add(r.V);
  }
  return out;
}
