// 绑定省市区 for a group, reached from the group tree's right-click menu: the menu offers it beside
// 指令下发, the dialog shows the group's binding with 包含下级车组 / 覆盖车辆绑定 and saves them.
import '../../../../../../packages/ui/src/test/setupDom';
import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { GroupTree, type GroupMenu } from '@chelian/tracking';
import { CAR_PROFILE } from '../../../shared/carProfile';
import type { GroupNode } from '@chelian/tracking';
import { AdminRegionDialog, type RegionTarget } from './AdminRegionDialog';
import type { PlaceApi } from '../service';
import type { GroupRegionBinding } from './placeModel';

const GROUPS: GroupNode[] = [
  { gi: 1, pi: 0, gn: '顺达物流', tt: 2, an: 5, on: 1 },
  { gi: 2, pi: 1, gn: '一车队', tt: 3, an: 3, on: 1 },
];

const TREE = [{ name: '广东省', code: '440000', list: [{ name: '深圳市', code: '440300' }, { name: '广州市', code: '440100' }] }];

function fakeApi(binding: GroupRegionBinding) {
  return {
    adminRegions: vi.fn(async () => TREE),
    groupAdminRegion: vi.fn(async () => binding),
    bindGroupAdminRegion: vi.fn(async () => undefined),
    deleteGroupAdminRegion: vi.fn(async () => undefined),
    adminRegion: vi.fn(async () => ''),
    bindAdminRegion: vi.fn(async () => undefined),
    deleteAdminRegion: vi.fn(async () => ''),
  };
}

function Harness({ api, onSelect }: { api: ReturnType<typeof fakeApi>; onSelect: (groups: number[]) => void }) {
  const [target, setTarget] = useState<RegionTarget | undefined>(undefined);
  const menu: GroupMenu = {
    items: [
      { key: 'command', label: '指令下发' },
      { key: 'region', label: '绑定省市区' },
    ],
    onChoose: (key, g) => key === 'region' && setTarget({ kind: 'group', id: g.gi, name: g.gn }),
  };
  return (
    <>
      <GroupTree profile={CAR_PROFILE} groups={GROUPS} selected={[]} onChange={onSelect} height={300} groupMenu={menu} />
      <AdminRegionDialog target={target} api={api as unknown as PlaceApi} onClose={() => setTarget(undefined)} />
    </>
  );
}

describe('绑定省市区 of a group', () => {
  it('opens from the group menu, shows the binding and saves 包含下级车组 and 覆盖车辆绑定', async () => {
    const api = fakeApi({ address: '广东省_440000|深圳市_440300', isAll: 0, isCover: 1 });
    const onSelect = vi.fn();
    render(
      <QueryClientProvider client={new QueryClient()}>
        <App>
          <Harness api={api} onSelect={onSelect} />
        </App>
      </QueryClientProvider>,
    );
    fireEvent.contextMenu(await screen.findByText('一车队 (3)'));
    expect(await screen.findByText('指令下发')).toBeTruthy();
    fireEvent.click(screen.getByText('绑定省市区'));
    expect(await screen.findByText('绑定省市区 — 车组 一车队')).toBeTruthy();
    expect(onSelect).not.toHaveBeenCalled(); // choosing from the menu does not select the group
    await waitFor(() => expect(api.groupAdminRegion).toHaveBeenCalledWith(2));
    const cover = screen.getByRole('switch', { name: '覆盖车辆绑定' });
    await waitFor(() => expect(cover.getAttribute('aria-checked')).toBe('true'));
    const all = screen.getByRole('switch', { name: '包含下级车组' });
    expect(all.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(all);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() =>
      expect(api.bindGroupAdminRegion).toHaveBeenCalledWith(2, { address: '广东省_440000|深圳市_440300', isAll: 1, isCover: 1 }),
    );
    expect(api.bindAdminRegion).not.toHaveBeenCalled();
  });
});
