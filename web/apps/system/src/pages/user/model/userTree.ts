// The user tree of 用户管理 from listUser's rows: each row under its treeParentId (the node the list
// starts at is the root), titled by 客户名称 (else the login account), and the search that keeps the
// matching accounts with the path down to them.
import type { UserRow } from '../service';

export interface UserTreeNode {
  key: number;
  title: string;
  row: UserRow;
  children: UserTreeNode[];
}

/** The title of an account in the tree: 客户名称, else the login account. */
export function userTitle(row: Pick<UserRow, 'corpName' | 'name' | 'username'>): string {
  return row.corpName?.trim() || row.name || row.username || '';
}

/** Rows nested by treeParentId; a row whose parent is not listed becomes a root. Order kept. */
export function buildUserTree(rows: readonly UserRow[]): UserTreeNode[] {
  const nodes = new Map<number, UserTreeNode>();
  for (const row of rows) nodes.set(Number(row.userId), { key: Number(row.userId), title: userTitle(row), row, children: [] });
  const roots: UserTreeNode[] = [];
  for (const row of rows) {
    const node = nodes.get(Number(row.userId))!;
    const parentId = Number(row.treeParentId ?? row.parentId ?? 0);
    const parent = parentId !== node.key ? nodes.get(parentId) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** Nodes whose login account or 客户名称 contains `keyword`, with their ancestors (and a match's whole subtree). */
export function filterUserTree(nodes: readonly UserTreeNode[], keyword: string): UserTreeNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...nodes];
  const out: UserTreeNode[] = [];
  for (const n of nodes) {
    const hit = [n.row.name, n.row.username, n.row.corpName].some((s) => (s ?? '').toLowerCase().includes(k));
    if (hit) {
      out.push(n);
      continue;
    }
    const children = filterUserTree(n.children, keyword);
    if (children.length) out.push({ ...n, children });
  }
  return out;
}

/** Every key of the tree (to open it all). */
export function allUserKeys(nodes: readonly UserTreeNode[]): number[] {
  return nodes.flatMap((n) => [n.key, ...allUserKeys(n.children)]);
}
