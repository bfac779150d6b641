// The car app's router: the app's menu goes from one page to another and back, and a page whose menu
// id the user lacks is refused. (That leaving a loaded monitor finishes — the lazy pages made once —
// needs a real browser: tests/unregistered.e2e.ts.)
import '../../../../packages/ui/src/test/setupDom';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { createPermissionStore, type ResourceNode } from '@chelian/core';
import type { CarServices } from '../services/carServices';
import { CarServicesProvider } from '../services/CarServicesContext';
import { CarRouter } from './CarRouter';

vi.mock('../pages/monitor/MonitorPage', () => ({ MonitorPage: () => <div>监控页面</div> }));
vi.mock('../pages/unregistered/UnregisteredPage', () => ({ UnregisteredPage: () => <div>未注册设备页面</div> }));

const page = (id: number, name: string): ResourceNode => ({ id, name, type: 2 });

function renderAt(path: string, pages: ResourceNode[]) {
  const permissions = createPermissionStore();
  permissions.load([{ id: 9008, name: '智能车联', type: 1, children: pages }]);
  return render(
    <CarServicesProvider services={{ permissions } as unknown as CarServices}>
      <MemoryRouter initialEntries={[path]}>
        <CarRouter />
      </MemoryRouter>
    </CarServicesProvider>,
  );
}

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
