// Filters the resource tree to the menus the user may see (R-PERM-6) and picks header nav items (R-PERM-7).
import { subAppMenuId } from '../apps';
import type { PlatformEntry } from '../envelope';
import { ROOT_RESOURCE_ID, isButton, type ResourceNode } from './resource';

/**
 * Keeps menu nodes whose id is allowed (buttons never appear in a menu). A node that is not allowed
 * is dropped with its subtree. Id 0 is a root: it is kept, whatever the allowed set says, only when
 * it still has children.
 */
export function filterMenuTree(
  roots: readonly ResourceNode[],
  allowed: (id: number) => boolean,
): ResourceNode[] {
  const walk = (nodes: readonly ResourceNode[]): ResourceNode[] => {
    const out: ResourceNode[] = [];
    for (const node of nodes) {
      if (isButton(node)) continue;
      const children = walk(node.children ?? []);
      if (Number(node.id) === ROOT_RESOURCE_ID) {
        if (children.length > 0) out.push({ ...node, children });
        continue;
      }
      if (!allowed(Number(node.id))) continue;
      out.push({ ...node, children });
    }
    return out;
  };
  return walk(roots);
}

/** Header nav items: sub-app entries whose menu id (9000 + platformId) is allowed and that are enabled. */
export function visibleSubApps(
  entries: readonly PlatformEntry[],
  allowed: (id: number) => boolean,
): PlatformEntry[] {
  return entries.filter((entry) => Number(entry.enabled) !== 0 && allowed(subAppMenuId(Number(entry.platformId))));
}
