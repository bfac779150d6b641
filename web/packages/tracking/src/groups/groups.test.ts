// The group tree of loadGroups: labels, roots, and which vehicles a selection of groups covers.
import { describe, expect, it } from 'vitest';
import type { MonitorRow } from '../vehicle/monitorRow';
import { buildGroupTree, subtreeIds, vehiclesOfSelection, type GroupNode } from './groups';

function row(V: number, partial: Partial<MonitorRow> = {}): MonitorRow {
  return {
    V, P: `粤B${V}`, M: 11, GI: 11, GN: '一车队', Z: 3, d: '', B: '', CL: 0, T: '', N: '', I: '', W: '', frameNo: '',
    iconType: 0, longStayTer: 0, EP: '', NOW: '', ...partial,
  };
}

describe('group tree', () => {
  const groups: GroupNode[] = [
    { gi: -1, pi: 0, gn: '重点关注', tt: 1, an: 1, on: 0 },
    { gi: -2, pi: 0, gn: '无线设备', tt: 1, an: 1, on: 0 },
    { gi: 10, pi: 1, gn: '顺达物流有限公司', tt: 0, an: 3, on: 1 },
    { gi: 11, pi: 10, gn: '一车队', tt: 2, an: 2, on: 1 },
    { gi: 12, pi: 10, gn: '二车队', tt: 1, an: 1, on: 0 },
  ];

  it('R-CONST-5 labels read "gn (an)"; groups whose parent is hidden are roots', () => {
    const tree = buildGroupTree(groups);
    expect(tree.map((n) => n.title)).toEqual(['重点关注 (1)', '无线设备 (1)', '顺达物流有限公司 (3)']);
    expect(tree[2]?.children.map((n) => n.title)).toEqual(['一车队 (2)', '二车队 (1)']);
  });

  it('a multi-selection covers subtrees and the special groups', () => {
    expect([...subtreeIds(groups, [10])].sort()).toEqual([10, 11, 12]);
    const rows = [row(1, { GI: 11 }), row(2, { GI: 12, CL: 1 }), row(3, { GI: 11, longStayTer: 1 })];
    expect(vehiclesOfSelection(groups, [], rows)).toBeUndefined();
    expect([...(vehiclesOfSelection(groups, [12], rows) ?? [])]).toEqual([2]);
    expect([...(vehiclesOfSelection(groups, [-1, -2], rows) ?? [])]).toEqual([2, 3]);
  });
});
