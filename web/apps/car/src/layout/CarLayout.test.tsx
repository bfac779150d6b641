// The car app's menu: shown on menu pages to a user with more than one of them (监控中心, 轨迹回放,
// 未注册设备), absent for a user with only 监控中心 and on a page opened alone (urlType=blank).
import '../../../../packages/ui/src/test/setupDom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ResourceNode } from '@chelian/core';
import { menuPage as page, renderWithMenu } from '../test/renderWithMenu';
import { CarLayout } from './CarLayout';

const renderAt = (path: string, pages: ResourceNode[]) =>
  renderWithMenu(
    path,
    pages,
    <CarLayout>
      <div>页面内容</div>
    </CarLayout>,
  );

const ADMIN = [page(900801, '监控中心'), page(900802, '轨迹回放'), page(900803, '未注册设备')];

describe('CarLayout', () => {
  it('offers 监控中心 and 未注册设备 to an administrator, the current one selected', () => {
    renderAt('/unregistered', ADMIN);
    const nav = screen.getByRole('navigation', { name: '智能车联菜单' });
    expect(nav.textContent).toContain('监控中心');
    expect(screen.getByRole('menuitem', { name: /未注册设备/ }).className).toContain('ant-menu-item-selected');
    expect(screen.getByText('页面内容')).toBeTruthy();
  });

  it('shows no menu to a user with only 监控中心', () => {
    renderAt('/monitor', [page(900801, '监控中心')]);
    expect(screen.queryByRole('navigation')).toBeNull();
    screen.getByText('页面内容');
  });

  it('lists 轨迹回放 in the menu (#30 item 10), but shows no menu on playback opened alone (urlType=blank)', () => {
    const { unmount } = renderAt('/playback', ADMIN);
    expect(screen.getByRole('menuitem', { name: /轨迹回放/ }).className).toContain('ant-menu-item-selected');
    unmount();
    renderAt('/playback?vehicleId=1&urlType=blank', ADMIN);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
