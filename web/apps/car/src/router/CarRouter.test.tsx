// The car app's router: the app's menu goes from one page to another and back, and a page whose menu
// id the user lacks is refused. (That leaving a loaded monitor finishes — the lazy pages made once —
// needs a real browser: tests/unregistered.e2e.ts.)
import '../../../../packages/ui/src/test/setupDom';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ResourceNode } from '@chelian/core';
import { menuPage as page, renderWithMenu } from '../test/renderWithMenu';
import { CarRouter } from './CarRouter';

vi.mock('../pages/monitor/MonitorPage', () => ({ MonitorPage: () => <div>监控页面</div> }));
vi.mock('../pages/unregistered/UnregisteredPage', () => ({ UnregisteredPage: () => <div>未注册设备页面</div> }));

const renderAt = (path: string, pages: ResourceNode[]) => renderWithMenu(path, pages, <CarRouter />);

describe('CarRouter', () => {
  it('goes from 监控中心 to 未注册设备 and back through the menu', async () => {
    renderAt('/monitor', [page(900801, '监控中心'), page(900803, '未注册设备')]);
    await screen.findByText('监控页面');
    fireEvent.click(screen.getByRole('menuitem', { name: /未注册设备/ }));
    await screen.findByText('未注册设备页面');
    expect(screen.queryByText('监控页面')).toBeNull();
    fireEvent.click(screen.getByRole('menuitem', { name: /监控中心/ }));
    await screen.findByText('监控页面');
  });

  it('refuses 未注册设备 to a user without its menu id', async () => {
    renderAt('/unregistered', [page(900801, '监控中心')]);
    await screen.findByText('您没有「未注册设备」的使用权限');
  });
});
