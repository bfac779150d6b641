// Test data shaped like the server's replies: the resource tree, platform entries, a user.
import { SUB_APPS, subAppEntry, type PlatformEntry, type ResourceNode, type UserInfo } from '@chelian/core';

export const CENTER_TREE: ResourceNode = {
  id: 40,
  name: '系统中心',
  type: 1,
  children: [
    { id: 4002, name: '站内信', type: 2, path: '/center/notice', children: [] },
    { id: 4001, name: '安全中心', type: 2, path: '/center/security', children: [] },
    { id: 1601, name: '下载中心', type: 2, path: '/center/download', children: [] },
    {
      id: 4003,
      name: '设置',
      type: 1,
      children: [
        { id: 400301, name: '告警设置', type: 2, path: '/center/alarmSetting', children: [] },
        { id: 400302, name: '推送设置', type: 2, path: '/center/alarmPush', children: [] },
        { id: 400303, name: '健康设置', type: 2, path: '/center/health', children: [] },
      ],
    },
  ],
};

/** The root node with the center and the menus of the named sub-apps. */
export function resourceTree(subApps: string[] = ['car'], center: ResourceNode | undefined = CENTER_TREE): ResourceNode[] {
  const apps = SUB_APPS.filter((a) => subApps.includes(a.name)).map((a) => ({
    id: 9000 + a.platformId,
    name: a.title,
    type: 1,
    path: `/${a.name}`,
    children: [],
  }));
  return [{ id: 0, name: '根菜单', type: 1, children: [...(center ? [center] : []), ...apps] }];
}

export function platformEntries(names: string[] = SUB_APPS.map((a) => a.name)): PlatformEntry[] {
  return SUB_APPS.filter((a) => names.includes(a.name)).map((a) => ({
    platformId: a.platformId,
    systemId: a.platformId,
    name: a.name,
    productionEntry: subAppEntry(a.name),
    developmentEntry: '',
    title: a.title,
    icon: '',
    path: `/${a.name}`,
    iconfont: '',
    created: '2024-01',
    enabled: 1,
  }));
}

export const ADMIN: UserInfo = {
  userId: 1,
  username: 'admin',
  name: '平台管理员',
  groupId: 1,
  groupName: '车联科技',
  roleId: 1,
  roleName: '超级管理员',
  lastLoginTime: '2026-11-22 08:30:00',
};
