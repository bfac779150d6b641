import { fireEvent, screen, waitFor } from '@testing-library/react';
import '../../../../../packages/ui/src/test/setupDom';
import { describe, expect, it, vi } from 'vitest';
import { renderReport } from '../../test/renderReport';
import { MileagePage } from './MileagePage';
import { MILEAGE_DETAIL_PATH, MILEAGE_PATH } from './service';

vi.mock('@chelian/reports/charts', async (importOriginal) => {
  const real = await importOriginal<typeof import('@chelian/reports/charts')>();
  // jsdom has no canvas: the chart wrapper gets a fake engine (its own test covers the lifecycle).
  const fake = () => ({ setOption: () => undefined, resize: () => undefined, dispose: () => undefined });
  return { ...real, EChart: (props: Parameters<typeof real.EChart>[0]) => real.EChart({ ...props, init: fake }) };
});

describe('里程报表', () => {
  it('R-ROUTE-9 opened for a vehicle (vehicleId, plate) it searches that vehicle at once; 明细 reads its days', async () => {
    const post = vi.fn<(path: string, params?: unknown) => Promise<unknown>>((path) =>
      Promise.resolve(
        path === MILEAGE_PATH
          ? { flag: 1, msg: '', obj: { data: [{ vehicleId: 42, plate: '京A00001', terminalNo: 't', groupName: 'g', beginTimeS: 'a', endTimeS: 'b', thisMileage: 12.5 }], total: 1 } }
          : { flag: 1, msg: '', obj: { data: [{ date: '2026-11-01', mileageBegin: 1, mileageEnd: 13.5, thisMileage: 12.5 }], total: 1 } },
      ),
    );
    renderReport('/dataReport/mileageReport?vehicleId=42&plate=%E4%BA%ACA00001', 1507, [150701, 150703], <MileagePage />, { post } as never);
    await screen.findByText('12.5');
    expect(post.mock.calls[0]?.[0]).toBe(MILEAGE_PATH);
    expect(post.mock.calls[0]?.[1]).toMatchObject({ chooseId: 42, flag: 1, pageNumber: 1, pageSize: 100 });
    expect(screen.getByRole('button', { name: /搜索/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '导出' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '明细' }));
    await screen.findByText('里程明细 - 京A00001');
    await waitFor(() => expect(post).toHaveBeenCalledWith(MILEAGE_DETAIL_PATH, expect.objectContaining({ vehicleId: 42 })));
    await screen.findByText('2026-11-01');
  });

  it('without a vehicle in the address nothing is asked before 搜索, which warns when no vehicle or group is chosen', async () => {
    const post = vi.fn();
    renderReport('/dataReport/mileageReport', 1507, [150701], <MileagePage />, { post } as never);
    expect(screen.getByText('请选择查询条件后点击搜索')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /搜索/ }));
    await screen.findByText('请选择车辆或车组');
    expect(post).not.toHaveBeenCalled();
  });
});
