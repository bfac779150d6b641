// The group 车辆管理 opens on: the top group when it holds vehicles itself, else the first group in
// tree order that does (a fleet's top group often holds only sub-groups), else the top group.
import type { GroupOption } from '../../../shared/groupTree';

export function defaultGroupId(roots: readonly GroupOption[], ownCount: (groupId: number) => number): number | undefined {
  const walk = (ns: readonly GroupOption[]): number | undefined => {
    for (const n of ns) {
      if (ownCount(n.key) > 0) return n.key;
      const below = walk(n.children);
      if (below !== undefined) return below;
    }
    return undefined;
  };
  return walk(roots) ?? roots[0]?.key;
}
