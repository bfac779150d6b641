// The management pages' group tree: ordinary groups only (no 重点关注 / 无线设备), nested by parent,
// labelled with their vehicle counts, and the picker offers them.
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { HttpClient } from '@chelian/core';
import type { GroupNode } from '@chelian/tracking';
import { renderWithMenu } from '../test/renderWithMenu';
import { GroupSelect } from './GroupSelect';
import { toGroupOptions } from './groupTree';

const groups: GroupNode[] = [
  { gi: -1, pi: 0, gn: '重点关注', tt: 1, an: 1, on: 0 },
  { gi: 10, pi: 1, gn: '顺达物流有限公司', tt: 0, an: 3, on: 1 },
  { gi: 11, pi: 10, gn: '一车队', tt: 2, an: 2, on: 1 },
];

function fakeHttp(calls: Array<{ path: string; params: unknown }>): HttpClient {
  return {
    get: (path: string, params: unknown) => {
      calls.push({ path, params });
      return Promise.resolve({ flag: 1, msg: '成功', obj: { data: groups } });
    },
  } as unknown as HttpClient;
}

describe('group tree of the management pages', () => {
  it('nests groups under their parents with value = group id', () => {
    const options = toGroupOptions([{ key: 10, title: '顺达 (3)', name: '顺达', special: false, children: [{ key: 11, title: '一车队 (2)', name: '一车队', special: false, children: [] }] }]);
    expect(options[0]).toMatchObject({ key: 10, value: 10, name: '顺达' });
    expect(options[0]?.children[0]).toMatchObject({ value: 11, title: '一车队 (2)' });
  });

  it('the picker loads loadGroups without the special groups', async () => {
    const calls: Array<{ path: string; params: unknown }> = [];
    renderWithMenu('/', [], <GroupSelect aria-label="目标车组" />, fakeHttp(calls));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({ path: '/car/v1/api/monitor/loadGroups', params: { concernNeed: 'false' } });
    expect(screen.getByLabelText('目标车组')).toBeTruthy();
  });
});
