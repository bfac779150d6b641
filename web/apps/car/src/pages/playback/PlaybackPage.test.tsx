// The playback page with a fake request client (the map is stubbed, jsdom has no WebGL): the URL's
// vehicle is queried for the URL's day, 轨迹详情 and the mileage show, the player is usable, and the
// server's message for a refused period shows under 查询.
import '../../../../../packages/ui/src/test/setupDom';
import { useEffect } from 'react';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Envelope, HttpClient } from '@chelian/core';
import { AddressBatcher, TRACK_PATH, type Track, type TrackPoint } from '@chelian/tracking';
import type { CarServices } from '../../services/carServices';
import { CarServicesProvider } from '../../services/CarServicesContext';
import { PlaybackPage } from './PlaybackPage';

// The shared playback page's map (in @chelian/tracking) needs WebGL, which jsdom lacks.
vi.mock('../../../../../packages/tracking/src/playback/components/PlaybackMap', () => ({
  /** Reports every track as drawn at once. */
  PlaybackMap: ({ track, onDrawn }: { track?: Track; onDrawn: (t: Track) => void }) => {
    useEffect(() => {
      if (track) onDrawn(track);
    }, [track, onDrawn]);
    return <div data-testid="map-stub" />;
  },
}));

const point = (over: Partial<TrackPoint>): TrackPoint => ({ t: '2025-03-01 10:00:00', a: 22.5, o: 114, s: 40, d: 90, g: 100, e: 0, i: 1, x: 1, m: 0, b: 0, u: 0, ...over });

const TRACK = {
  total: 3,
  data: {
    vehicleId: 7,
    groupId: 1,
    groupName: '顺达物流',
    longStayTer: 0,
    plate: '粤B12345',
    terminalType: 'GT06',
    trackList: [
      point({}),
      point({ t: '2025-03-01 10:05:00', o: 114.01, x: 2, s: 0, m: 900, g: 103.5, date: '2025-03-01 10:05:00~~2025-03-01 10:20:00' }),
      point({ t: '2025-03-01 10:30:00', o: 114.02, g: 112.25, d: 0 }),
    ],
  },
};

function fakeHttp(trackReply: Envelope<unknown>) {
  const get = vi.fn(async (url: string): Promise<Envelope<unknown>> => {
    if (url === TRACK_PATH) return trackReply;
    if (url.includes('alarmInfoList')) return { flag: 1, obj: { data: [] } };
    if (url.includes('listTrips')) return { flag: 1, obj: { summary: { tripCount: 2, stopCount: 1, driveSeconds: 900, stopSeconds: 900, tripMileage: 12.25 } } };
    if (url.includes('pageStopReport')) return { flag: 1, obj: { data: { newRunStopReportDTOS: [] } } };
    if (url.includes('queryPolygonalFence')) return { flag: 1, obj: [] };
    return { flag: 1, obj: {} };
  });
  return { get, http: { get } as unknown as HttpClient };
}

function renderPage(http: HttpClient, search: string) {
  const services = {
    http,
    embedded: false,
    addresses: new AddressBatcher(async (batch) => batch.map((q) => ({ index: q.index, address: '广东省深圳市南山区' }))),
  } as unknown as CarServices;
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <CarServicesProvider services={services}>
      <QueryClientProvider client={client}>
        <App>
          <MemoryRouter initialEntries={[`/playback${search}`]}>
            <PlaybackPage />
          </MemoryRouter>
        </App>
      </QueryClientProvider>
    </CarServicesProvider>,
  );
}

describe('PlaybackPage', () => {
  it('queries the URL’s vehicle for the URL’s day and shows the points, mileage and a usable player', async () => {
    const { get, http } = fakeHttp({ flag: 1, obj: TRACK });
    renderPage(http, '?vehicleId=7&plate=%E7%B2%A4B12345&time=2025-03-01%2010%3A30%3A00&urlType=blank');
    await waitFor(() => expect(get).toHaveBeenCalledWith(TRACK_PATH, { vehicleId: 7, beginTime: '2025-03-01 00:00:00', endTime: '2025-03-01 23:59:59', filterTime: 0, columns: 1 }));
    const table = await screen.findByTestId('track-table');
    await within(table).findByText('静止15分钟');
    expect(within(table).getByText('2025-03-01 10:05:00 ~ 2025-03-01 10:20:00')).toBeTruthy();
    expect(within(table).getAllByText('正东方向')).toHaveLength(2);
    expect(within(table).getByText('正北方向')).toBeTruthy();
    expect(within(table).getAllByText('北斗+GPS ACC开')).toHaveLength(3);
    await waitFor(() => expect(within(table).getAllByText('广东省深圳市南山区')).toHaveLength(3));
    expect(screen.getByTestId('mileage-summary').textContent).toContain('行驶里程：12.25 km');
    await waitFor(() => expect(screen.getByTestId('mileage-summary').textContent).toContain('行程 2 段'));
    const play = within(screen.getByTestId('player-bar')).getByRole('button', { name: '播放' });
    expect((play as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByTestId('player-now').textContent).toContain('2025-03-01 10:00:00');
  });

  it('shows the server’s message when it refuses the period', async () => {
    const { http } = fakeHttp({ flag: 0, msg: '有线设备单次最多查询31天的轨迹，请缩短时间范围' });
    renderPage(http, '?vehicleId=7&plate=x');
    expect((await screen.findByTestId('playback-error')).textContent).toContain('有线设备单次最多查询31天的轨迹');
  });
});
