// The group trees' search (车组绑定, 车辆管理's tree): the groups whose name contains the keyword,
// with the path down to them and a match's whole subtree.
import type { GroupOption } from './groupTree';

export function filterGroupOptions(nodes: readonly GroupOption[], keyword: string): GroupOption[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...nodes];
  const out: GroupOption[] = [];
  for (const n of nodes) {
    if (n.name.toLowerCase().includes(k)) {
      out.push(n);
      continue;
    }
    const children = filterGroupOptions(n.children, keyword);
    if (children.length) out.push({ ...n, children });
  }
  return out;
}
