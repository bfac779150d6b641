// The car monitor's group menu (with and without the 130109 button) and the map's title.
import { describe, expect, it } from 'vitest';
import type { GroupNode, MonitorRow } from '@chelian/tracking';
import { GROUP_COMMAND_LIMIT, groupMenuAction, groupMenuItems, mapTitle } from './groupMenu';

const groups: GroupNode[] = [
  { gi: 10, pi: 1, gn: '顺达物流有限公司', tt: 0, an: 3, on: 2 },
  { gi: 11, pi: 10, gn: '一车队', tt: 2, an: 2, on: 1 },
];

const row = (V: number) => ({ V, P: `粤B${V}` }) as MonitorRow;

describe('car monitor group menu', () => {
  it('R-PERM-5 offers 绑定省市区 in the group menu only with its button', () => {
    expect(groupMenuItems(false).map((i) => i.label)).toEqual(['指令下发']);
    expect(groupMenuItems(true).map((i) => i.label)).toEqual(['指令下发', '绑定省市区']);
  });

  it('a group command opens the instructions dialog for the group and its sub-groups, unless the group is too large', () => {
    expect(groupMenuAction('command', groups[1]!)).toEqual({ kind: 'instructions', request: { type: '', groupId: 11, groupName: '一车队', subGroups: true } });
    expect(groupMenuAction('command', { ...groups[1]!, an: GROUP_COMMAND_LIMIT })).toEqual({ kind: 'tooMany' });
    expect(groupMenuAction('region', groups[1]!)).toEqual({ kind: 'region', target: { kind: 'group', id: 11, name: '一车队' } });
  });

  it('titles the map with the focused plate or asks for a vehicle', () => {
    expect(mapTitle(undefined)).toBe('请选择车辆');
    expect(mapTitle(row(7))).toBe('粤B7');
  });
});
