// The role editor's ticks over the resource tree, pure: ticking a resource ticks its whole subtree
// (a page with its buttons) and every ancestor (a button needs its page, a page its menu);
// unticking one unticks its subtree. Afterwards single buttons can be unticked, so a page can be
// held without some or all of its buttons, which a tree whose parents follow their children could
// not express. The ticks saved are exactly the ids held.
import type { ResourceTreeNode } from '../service';

export const BUTTON_TYPE = 3;

interface Indexed {
  parent: Map<number, number>;
  children: Map<number, number[]>;
}

function indexTree(roots: readonly ResourceTreeNode[]): Indexed {
  const parent = new Map<number, number>();
  const children = new Map<number, number[]>();
  const walk = (node: ResourceTreeNode) => {
    const id = Number(node.id);
    const kids = (node.children ?? []).map((c) => Number(c.id));
    children.set(id, kids);
    for (const child of node.children ?? []) {
      parent.set(Number(child.id), id);
      walk(child);
    }
  };
  roots.forEach(walk);
  return { parent, children };
}

function subtree(index: Indexed, id: number): number[] {
  const out = [id];
  for (const child of index.children.get(id) ?? []) out.push(...subtree(index, child));
  return out;
}

/** The ticks after ticking (`on`) or unticking resource `id`. */
export function toggleResource(roots: readonly ResourceTreeNode[], ticked: ReadonlySet<number>, id: number, on: boolean): Set<number> {
  const index = indexTree(roots);
  const next = new Set(ticked);
  if (on) {
    for (const x of subtree(index, id)) next.add(x);
    for (let p = index.parent.get(id); p !== undefined; p = index.parent.get(p)) next.add(p);
  } else {
    for (const x of subtree(index, id)) next.delete(x);
  }
  return next;
}

/** The role's ids as ticks; ids the tree does not show are kept as they are (saved again unchanged). */
export function ticksOfRole(resourceIdList: readonly number[]): Set<number> {
  return new Set(resourceIdList.map(Number));
}

/** Every id of the tree (to open all branches). */
export function allIds(roots: readonly ResourceTreeNode[]): number[] {
  return [...indexTree(roots).children.keys()];
}

/** The ids to save, ascending. */
export function resourceIdListOf(ticked: ReadonlySet<number>): number[] {
  return [...ticked].sort((a, b) => a - b);
}
