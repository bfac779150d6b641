// The role editor's ticks: a tick takes the subtree and the ancestors, an untick the subtree, so a
// page can be held without some of its buttons; what is saved is exactly the ticks, ascending.
import { describe, expect, it } from 'vitest';
import type { ResourceTreeNode } from '../service';
import { allIds, resourceIdListOf, ticksOfRole, toggleResource } from './resourceTree';

const TREE: ResourceTreeNode[] = [
  {
    id: 9012,
    name: '系统管理',
    type: 1,
    children: [
      { id: 901201, name: '用户管理', type: 2, children: [{ id: 160101, name: '修改用户', type: 3 }, { id: 160104, name: '删除用户', type: 3 }] },
      { id: 901208, name: '角色管理', type: 2 },
    ],
  },
  { id: 40, name: '系统中心', type: 1, children: [{ id: 4001, name: '安全中心', type: 2 }] },
];

describe('role resource ticks', () => {
  it('ticking a page ticks its buttons and its menu', () => {
    expect(resourceIdListOf(toggleResource(TREE, new Set(), 901201, true))).toEqual([9012, 160101, 160104, 901201]);
  });

  it('ticking a button ticks its page and menu, not the sibling buttons', () => {
    expect(resourceIdListOf(toggleResource(TREE, new Set(), 160104, true))).toEqual([9012, 160104, 901201]);
  });

  it('unticking a menu unticks its subtree only; a page can stay without its buttons', () => {
    const all = new Set(allIds(TREE));
    expect(resourceIdListOf(toggleResource(TREE, all, 9012, false))).toEqual([40, 4001]);
    let ticks = toggleResource(TREE, new Set(), 901201, true);
    ticks = toggleResource(TREE, ticks, 160101, false);
    ticks = toggleResource(TREE, ticks, 160104, false);
    expect(resourceIdListOf(ticks)).toEqual([9012, 901201]);
  });

  it('keeps the role’s ids the tree does not show', () => {
    const ticks = toggleResource(TREE, ticksOfRole([4001, 777]), 901208, true);
    expect(resourceIdListOf(ticks)).toEqual([777, 4001, 9012, 901208]);
  });
});
