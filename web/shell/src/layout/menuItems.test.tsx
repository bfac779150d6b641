// Tests of the left-menu builder over a filtered resource tree.
import { describe, expect, it } from 'vitest';
import { filterMenuTree, type ResourceNode } from '@chelian/core';
import { buildSideMenu, openKeysFor, type SideMenuItem } from './menuItems';

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
          { id: 4002, name: '站内信', type: 2, path: '/center/notice' },
          { id: 4001, name: '安全中心', type: 2, path: '/center/security' },
          {
            id: 4003,
            name: '设置',
            type: 1,
            children: [
              { id: 400301, name: '告警设置', type: 2, path: '/center/alarmSetting' },
              { id: 400302, name: '推送设置', type: 2, path: '/center/alarmPush' },
            ],
          },
        ],
      },
      { id: 9008, name: '智能车联', type: 1, path: '/car' },
    ],
  },
];

const strip = (items: SideMenuItem[]): unknown =>
  items.map((i) => (i.children ? { key: i.key, label: i.label, children: strip(i.children) } : { key: i.key, label: i.label }));

describe('side menu', () => {
  it('R-PERM-6 shows only allowed menus, without the sub-app entries, 首页 first', () => {
    const allowed = new Set([0, 40, 4001, 4003, 400302, 9008]);
    const items = buildSideMenu(filterMenuTree(tree, (id) => allowed.has(id)));
    expect(strip(items)).toEqual([
      { key: '/home', label: '首页' },
      {
        key: 'menu-40',
        label: '系统中心',
        children: [
          { key: '/center/security', label: '安全中心' },
          { key: 'menu-4003', label: '设置', children: [{ key: '/center/alarmPush', label: '推送设置' }] },
        ],
      },
    ]);
  });

  it('drops a group whose children were all filtered away', () => {
    const items = buildSideMenu(filterMenuTree(tree, (id) => id === 40 || id === 4003));
    expect(strip(items)).toEqual([{ key: '/home', label: '首页' }]);
  });

  it('opens the submenus that lead to the current page', () => {
    const items = buildSideMenu(tree);
    expect(openKeysFor(items, '/center/alarmSetting')).toEqual(['menu-40', 'menu-4003']);
    expect(openKeysFor(items, '/center/notice')).toEqual(['menu-40']);
    expect(openKeysFor(items, '/home')).toEqual([]);
  });
});
