// Tests of <Access>: guarded elements are removed without the permission.
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createPermissionStore } from '@chelian/core';
import { Access } from './Access';
import { PermissionProvider } from './permissionContext';

const tree = [
  {
    id: 40,
    name: '系统中心',
    type: 1,
    children: [{ id: 4001, name: '安全中心', type: 2, children: [{ id: 400101, name: '修改密码', type: 3 }] }],
  },
];

function renderWith(store = createPermissionStore()) {
  render(
    <PermissionProvider store={store}>
      <Access menu={4001}>
        <a href="/center/security">安全中心</a>
      </Access>
      <Access button={400101}>
        <button type="button">修改密码</button>
      </Access>
      <Access button={999} fallback={<span>无权限</span>}>
        <button type="button">删除</button>
      </Access>
    </PermissionProvider>,
  );
  return store;
}

describe('<Access>', () => {
  it('R-PERM-5 removes menu- and button-guarded elements when the key is absent', () => {
    renderWith();
    expect(screen.queryByText('安全中心')).toBeNull();
    expect(screen.queryByText('修改密码')).toBeNull();
    expect(screen.queryByText('删除')).toBeNull();
    expect(screen.getByText('无权限')).toBeTruthy();
  });

  it('R-PERM-5 shows them once the resource list grants the keys', () => {
    const store = renderWith();
    act(() => store.load(tree));
    expect(screen.getByText('安全中心')).toBeTruthy();
    expect(screen.getByText('修改密码')).toBeTruthy();
    expect(screen.queryByText('删除')).toBeNull();
    act(() => store.reset());
    expect(screen.queryByText('安全中心')).toBeNull();
  });
});
