// The bike's part of the live map's info window: its record, Beidou on/off and today's verdict
// from the compliance check of this bike since midnight.
import '../../../../../packages/ui/src/test/setupDom';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeHttp, renderInSubApp } from '../../../../../packages/ui/src/test/renderInSubApp';
import { GbPanel } from './GbPanel';

const bike = { vehicleId: 11, plate: '沪E国011', registered: 1, usageClass: 2, beidouOn: 0 };

describe('GbPanel', () => {
  it('issue 25 shows the record, Beidou off and today’s verdict', async () => {
    const { http, get } = fakeHttp({
      '/gb/v1/bikes.json': { data: [{ ...bike, vehicleId: 12, plate: '沪E国0111', beidouOn: 1 }, bike], total: 2 },
      '/gb/v1/check.json': { ...bike, verdict: 2, verdictName: '不合规', reasons: [] },
    });
    renderInSubApp(<GbPanel row={{ V: 11, P: '沪E国011' }} />, { http });
    const panel = await screen.findByTestId('gb-panel');
    await waitFor(() => expect(panel.textContent).toContain('不合规'));
    expect(panel.textContent).toContain('已备案');
    expect(panel.textContent).toContain('物流');
    expect(panel.textContent).toContain('北斗定位：关闭');
    const check = get.mock.calls.find(([p]) => p === '/gb/v1/check.json')?.[1] as { vehicleId: number; startTime: string; endTime: string };
    expect(check.vehicleId).toBe(11);
    expect(check.startTime).toMatch(/ 00:00:00$/);
  });
});
