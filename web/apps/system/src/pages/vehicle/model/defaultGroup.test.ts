// The group 车辆管理 opens on (§2.7): the first group in tree order holding vehicles of its own.
import { describe, expect, it } from 'vitest';
import type { GroupOption } from '../../../shared/groupTree';
import { defaultGroupId } from './defaultGroup';

const g = (key: number, children: GroupOption[] = []): GroupOption => ({ key, value: key, title: String(key), name: String(key), children });
const TREE = [g(1, [g(2, [g(4)]), g(3)])];

describe('default group', () => {
  it('§2.7 the top group when it holds vehicles, else the first one below that does', () => {
    expect(defaultGroupId(TREE, (id) => (id === 1 ? 5 : 1))).toBe(1);
    expect(defaultGroupId(TREE, (id) => (id === 4 || id === 3 ? 2 : 0))).toBe(4);
  });

  it('§2.7 the top group when no group holds vehicles; none without groups', () => {
    expect(defaultGroupId(TREE, () => 0)).toBe(1);
    expect(defaultGroupId([], () => 0)).toBeUndefined();
  });
});
