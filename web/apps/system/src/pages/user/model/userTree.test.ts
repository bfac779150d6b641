// 用户管理's tree from listUser rows (§2.7): nesting by treeParentId, titles, search.
import { describe, expect, it } from 'vitest';
import type { UserRow } from '../service';
import { allUserKeys, buildUserTree, filterUserTree, userTitle } from './userTree';

const row = (userId: number, treeParentId: number, name: string, corpName = ''): UserRow =>
  ({ userId, treeParentId, name, corpName, accountType: 3, parentId: treeParentId }) as UserRow;

const ROWS = [row(1, 0, 'demo', '顺达物流'), row(5, 1, 'kehu1', '客户一'), row(7, 5, 'kehu1a'), row(6, 1, 'jiankong', '监控甲')];

describe('user tree', () => {
  it('§2.7 nests every row under its treeParentId, the listed node at the top, order kept', () => {
    const tree = buildUserTree(ROWS);
    expect(tree.map((n) => n.key)).toEqual([1]);
    expect(tree[0]!.children.map((n) => n.key)).toEqual([5, 6]);
    expect(tree[0]!.children[0]!.children.map((n) => n.key)).toEqual([7]);
    expect(allUserKeys(tree)).toEqual([1, 5, 7, 6]);
  });

  it('§2.7 a row whose parent is not listed becomes a root instead of disappearing', () => {
    expect(buildUserTree([row(5, 1, 'a'), row(7, 5, 'b')]).map((n) => n.key)).toEqual([5]);
  });

  it('§2.7 titles by 客户名称, else the login account', () => {
    expect(userTitle(ROWS[1]!)).toBe('客户一');
    expect(userTitle(ROWS[2]!)).toBe('kehu1a');
  });

  it('§2.7 search keeps matches (account or 客户名称) and the path to them', () => {
    const tree = buildUserTree(ROWS);
    const hit = filterUserTree(tree, 'KEHU1A');
    expect(allUserKeys(hit)).toEqual([1, 5, 7]);
    expect(allUserKeys(filterUserTree(tree, '监控'))).toEqual([1, 6]);
    expect(filterUserTree(tree, 'nobody')).toEqual([]);
    expect(filterUserTree(tree, '  ')).toEqual(tree);
  });
});
