// The bike's part of the live map's info window: battery, range and armed state from bikes.json,
// the one-tap command for this bike, and 锁车 only with the 远程锁车 button.
import '../../../../../packages/ui/src/test/setupDom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeHttp, renderInSubApp } from '../../../../../packages/ui/src/test/renderInSubApp';
import { BUTTON_LOCK } from '../../access';
import { BikePanel } from './BikePanel';

const bikes = {
  data: [
    { vehicleId: 3, plate: '沪E电003', online: 1, armed: 0, locked: 0, batteryPct: 20 },
    { vehicleId: 4, plate: '沪E电004', online: 1, armed: 1, locked: 0, batteryPct: 78, rangeKm: 31.5 },
  ],
};

describe('BikePanel', () => {
  it('issue 25 shows battery, range and armed state, and disarms this bike', async () => {
    const { http } = fakeHttp({ '/car/v4/api/elecar/bikes.json': bikes });
    const onCommand = vi.fn();
    renderInSubApp(<BikePanel vehicleId={4} onCommand={onCommand} />, { http, buttons: [BUTTON_LOCK] });
    const panel = await screen.findByTestId('bike-panel');
    expect(panel.textContent).toContain('78%');
    expect(panel.textContent).toContain('31.5');
    expect(panel.textContent).toContain('已设防');
    fireEvent.click(screen.getByRole('button', { name: /撤\s*防/ }));
    expect(onCommand).toHaveBeenCalledWith(expect.objectContaining({ vehicleId: 4 }), 'disarm');
    fireEvent.click(screen.getByRole('button', { name: /锁\s*车/ }));
    expect(onCommand).toHaveBeenLastCalledWith(expect.objectContaining({ vehicleId: 4 }), 'lock');
  });

  it('issue 25 offers no 锁车 without the 远程锁车 button', async () => {
    const { http } = fakeHttp({ '/car/v4/api/elecar/bikes.json': bikes });
    renderInSubApp(<BikePanel vehicleId={3} onCommand={() => undefined} />, { http });
    await screen.findByTestId('bike-panel');
    await waitFor(() => expect(screen.getByRole('button', { name: /设\s*防/ })).toBeTruthy());
    expect(screen.queryByRole('button', { name: /锁\s*车/ })).toBeNull();
  });
});
