// Tests of permission maps, the permission store, the menu filter and the header nav filter.
import { describe, expect, it, vi } from 'vitest';
import type { PlatformEntry } from '../envelope';
import { filterMenuTree, visibleSubApps } from './menuTree';
import { collectPermissions } from './permissionMaps';
import { createPermissionStore } from './permissionStore';
import type { ResourceNode } from './resource';

const tree: ResourceNode[] = [
  {
    id: 0,
    name: '根菜单',
    type: 1,
    children: [
      {
        id: 40,
        name: '系统中心',
        type: 1,
        children: [
          { id: 4002, name: '站内信', type: 2, path: '/center/notice', children: [{ id: 400201, name: '删除', type: 3 }] },
          { id: 4001, name: '安全中心', type: 2, path: '/center/security', children: [] },
        ],
      },
      { id: 9008, name: '智能车联', type: 1, path: '/car', children: [] },
    ],
  },
];

describe('permissions', () => {
  it('R-PERM-1 type 3 entries become button permissions, other types menus', () => {
    const { menus, buttons } = collectPermissions(tree);
    expect([...menus.keys()].sort((a, b) => a - b)).toEqual([0, 40, 4001, 4002, 9008]);
    expect([...buttons.keys()]).toEqual([400201]);
  });

  it('R-PERM-2 the menu and button maps start empty and are filled from the resource list', () => {
    const store = createPermissionStore();
    expect(store.menuSize()).toBe(0);
    expect(store.buttonSize()).toBe(0);
    const listener = vi.fn();
    store.subscribe(listener);
    store.load(tree);
    expect(store.hasMenu(4002)).toBe(true);
    expect(store.hasButton(400201)).toBe(true);
    expect(store.hasMenu(400201)).toBe(false);
    expect(listener).toHaveBeenCalledTimes(1);
    store.reset();
    expect(store.menuSize()).toBe(0);
    expect(store.resources).toEqual([]);
  });

  it('R-PERM-6 filters the menu tree to allowed ids and drops buttons', () => {
    const allowed = new Set([40, 4001, 9008]);
    const filtered = filterMenuTree(tree, (id) => allowed.has(id));
    expect(filtered).toHaveLength(1);
    const root = filtered[0];
    expect(root?.id).toBe(0);
    expect(root?.children?.map((n) => n.id)).toEqual([40, 9008]);
    expect(root?.children?.[0]?.children?.map((n) => n.id)).toEqual([4001]);
  });

  it('R-PERM-6 keeps the id 0 root only when it has children left', () => {
    expect(filterMenuTree(tree, () => false)).toEqual([]);
    expect(filterMenuTree([{ id: 0, name: '根菜单', type: 1, children: [] }], () => true)).toEqual([]);
    // A parent that is not allowed takes its subtree with it.
    expect(filterMenuTree(tree, (id) => id === 4001)).toEqual([]);
  });

  it('R-PERM-7 shows a header nav item only when 9000 + platformId is an allowed menu', () => {
    const entry = (platformId: number, name: string, enabled = 1): PlatformEntry => ({
      platformId,
      systemId: platformId,
      name,
      productionEntry: `/child/${name}/`,
      developmentEntry: '',
      title: name,
      icon: '',
      path: `/${name}`,
      iconfont: '',
      created: '2024-01',
      enabled,
    });
    const entries = [entry(8, 'car'), entry(13, 'pet'), entry(20, 'data-report', 0)];
    const allowed = new Set([9008, 9020]);
    expect(visibleSubApps(entries, (id) => allowed.has(id)).map((e) => e.name)).toEqual(['car']);
  });
});
