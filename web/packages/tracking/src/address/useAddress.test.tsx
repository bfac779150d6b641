// The info window's address: a small move while the lookup is under way keeps that lookup (its
// answer shows); a move beyond the refresh distance asks again and only the newest answer shows.
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { TrackingServicesProvider, type TrackingServices } from '../profile/trackingServices';
import { useAddress } from './useAddress';

function setup() {
  const answers: Array<(a: string) => void> = [];
  const lookup = vi.fn(() => new Promise<string>((resolve) => answers.push(resolve)));
  const services = { addresses: { lookup } } as unknown as TrackingServices;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <TrackingServicesProvider services={services}>{children}</TrackingServicesProvider>
    </QueryClientProvider>
  );
  const hook = renderHook(({ lon, lat }: { lon: number; lat: number }) => useAddress(lon, lat), { wrapper, initialProps: { lon: 114.05, lat: 22.54 } });
  return { hook, lookup, answers };
}

describe('useAddress', () => {
  it('shows the answer of a lookup even when the vehicle moved a few metres meanwhile', async () => {
    const { hook, lookup, answers } = setup();
    expect(hook.result.current).toBe('正在获取位置…');
    hook.rerender({ lon: 114.05001, lat: 22.54 }); // ~1 m
    expect(lookup).toHaveBeenCalledTimes(1);
    await act(async () => answers[0]!('广东省深圳市福田区'));
    await waitFor(() => expect(hook.result.current).toBe('广东省深圳市福田区'));
  });

  it('asks again beyond the refresh distance and shows only the newest answer', async () => {
    const { hook, lookup, answers } = setup();
    hook.rerender({ lon: 114.06, lat: 22.54 }); // ~1 km
    expect(lookup).toHaveBeenCalledTimes(2);
    await act(async () => answers[1]!('广东省深圳市罗湖区'));
    await waitFor(() => expect(hook.result.current).toBe('广东省深圳市罗湖区'));
    await act(async () => answers[0]!('广东省深圳市福田区')); // the older answer comes late
    await act(() => new Promise((settled) => setTimeout(settled, 0))); // and is delivered
    expect(hook.result.current).toBe('广东省深圳市罗湖区');
  });
});
