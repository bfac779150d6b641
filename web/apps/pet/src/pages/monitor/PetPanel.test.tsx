// The pet's part of the live map's info window: battery, today's steps and lost mode from the app's
// calls, and 开启走失模式 sending lost mode for this pet after its confirmation.
import '../../../../../packages/ui/src/test/setupDom';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderInSubApp } from '../../../../../packages/ui/src/test/renderInSubApp';
import { PetPanel } from './PetPanel';

const pet = { id: 7, name: '旺财', lost: 0, lostInterval: 30, normalInterval: 600, battery: 87, lastSeen: '2026-11-28 10:00:00', online: 1 };

describe('PetPanel', () => {
  it('issue 24 shows battery, today’s steps and lost mode, and switches lost mode on for this pet', async () => {
    const { http, postJson } = fakeHttp({
      '/car/v4/api/pet/list.json': { data: [{ ...pet, id: 8, name: '咪咪', battery: 12 }, pet], total: 2 },
      '/car/v4/api/pet/activity.json': [
        { date: '2026-11-27', steps: 100, distanceKm: 0.1, activeMinutes: 5, restMinutes: 60 },
        { date: '2026-11-28', steps: 2345, distanceKm: 1.2, activeMinutes: 40, restMinutes: 30 },
      ],
      '/car/v4/api/pet/lost.json': { lost: 1, interval: 30, commandId: 1, online: 1 },
    });
    renderInSubApp(<PetPanel petId={7} />, { http });
    const panel = await screen.findByTestId('pet-panel');
    await waitFor(() => expect(panel.textContent).toContain('今日步数：2345'));
    expect(panel.textContent).toContain('电量：87%');
    expect(panel.textContent).toContain('正常上报');
    expect(panel.textContent).toContain('每600秒上报');
    fireEvent.click(screen.getByRole('button', { name: '开启走失模式' }));
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(postJson).toHaveBeenCalledWith('/car/v4/api/pet/lost.json', { id: 7, lost: 1 }));
    expect(await screen.findByText('已开启走失模式，上报间隔30秒')).toBeTruthy();
  });
});
