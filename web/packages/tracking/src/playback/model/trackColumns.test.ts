// The columns form of a track (D175) reads back into the very points trackList holds: differences
// summed, integers scaled, flags split, times in the server's zone, a stop's span, no battery as
// none; and the playback API asks for columns and still reads a trackList reply.
import { describe, expect, it, vi } from 'vitest';
import type { HttpClient } from '@chelian/core';
import { createPlaybackApi } from '../playbackApi';
import { formatLocalTime } from '../../vehicle/vehicleTexts';
import { pointsFromColumns, replyFromColumns, type TrackColumnsReply } from './trackColumns';
import type { TrackPoint } from './trackModel';

// 2026-11-29 23:59:58 and 23:59:59 in UTC+8, then a stop from 2026-11-30 00:00:01 to 00:10:01.
const T0 = Date.UTC(2026, 10, 29, 15, 59, 58) / 1000;
const columns: TrackColumnsReply = {
  total: 3,
  data: {
    vehicleId: 7,
    groupId: 2,
    groupName: '一队',
    longStayTer: 0,
    plate: '粤B12345',
    terminalType: 'JT808',
    terminalNo: '13800000001',
    zone: 480,
    columns: {
      t: [T0, 1, 2],
      a: [22540000, 15, -7],
      o: [113950001, -1, 0],
      s: [453, 0, 0],
      d: [90, 180, 0],
      g: [1234567, 3, 0],
      f: [2, 3, 7],
      x: [1, 1, 2],
      m: [0, 0, 600],
      u: [0, 1, 4],
      p: [-1, 80, 0],
      date: [[2, T0 + 3, T0 + 603]],
    },
  },
};

const expected: TrackPoint[] = [
  { t: '2026-11-29 23:59:58', a: 22.54, o: 113.950001, s: 45.3, d: 90, g: 12345.67, e: 0, i: 1, x: 1, m: 0, b: 0, u: 0 },
  { t: '2026-11-29 23:59:59', a: 22.540015, o: 113.95, s: 0, d: 180, g: 12345.7, e: 1, i: 1, x: 1, m: 0, b: 0, u: 1, power: 80 },
  {
    t: '2026-11-30 00:00:01',
    a: 22.540008,
    o: 113.95,
    s: 0,
    d: 0,
    g: 12345.7,
    e: 1,
    i: 1,
    x: 2,
    m: 600,
    b: 1,
    u: 4,
    power: 0,
    date: '2026-11-30 00:00:01~~2026-11-30 00:10:01',
  },
];

/** A point's values under trackList's keys (a column point reads them through getters). */
const plain = (p: TrackPoint) => {
  const out: Record<string, unknown> = {};
  for (const key of ['t', 'a', 'o', 's', 'd', 'g', 'e', 'i', 'x', 'm', 'b', 'u', 'power', 'date'] as const) if (p[key] !== undefined) out[key] = p[key];
  return out;
};

describe('track columns', () => {
  it('read back into the points of trackList, value for value', () => {
    const points = pointsFromColumns(columns.data.columns, columns.data.zone);
    expect(points.map(plain)).toEqual(expected);
    // Exactly the numbers JSON.parse gives for the printed decimals.
    expect(points[0]?.a).toBe(JSON.parse('22.540000'));
    expect(points[1]?.g).toBe(JSON.parse('12345.70'));
  });

  it('keep the vehicle fields and drop the zone', () => {
    const reply = replyFromColumns(columns);
    expect(reply.total).toBe(3);
    expect(reply.data).toMatchObject({ vehicleId: 7, groupName: '一队', plate: '粤B12345', terminalNo: '13800000001' });
    expect(reply.data).not.toHaveProperty('zone');
    expect(reply.data.trackList).toHaveLength(3);
  });

  it('print times in the zone, across days and before 1970 (with the shared formatter)', () => {
    expect(formatLocalTime(0, 0)).toBe('1970-01-01 00:00:00');
    expect(formatLocalTime(-1000, 480)).toBe('1970-01-01 07:59:59');
    expect(formatLocalTime(T0 * 1000, 480)).toBe('2026-11-29 23:59:58');
    expect(formatLocalTime((T0 + 2) * 1000, 480)).toBe('2026-11-30 00:00:00');
    expect(formatLocalTime(T0 * 1000, 0)).toBe('2026-11-29 15:59:58');
  });

  it('are asked for by the playback page; a trackList reply is read as it is', async () => {
    const list = { total: 1, data: { vehicleId: 7, groupId: 2, groupName: '一队', longStayTer: 0, plate: '粤B12345', terminalType: 'JT808', trackList: expected.slice(0, 1) } };
    const get = vi
      .fn<(path: string, params?: Record<string, unknown>) => Promise<unknown>>()
      .mockResolvedValueOnce({ flag: 1, obj: columns })
      .mockResolvedValueOnce({ flag: 1, obj: list });
    const api = createPlaybackApi({ get } as unknown as HttpClient);
    const query = { vehicleId: 7, beginTime: '2026-11-29 00:00:00', endTime: '2026-11-29 23:59:59', filterTime: 0 };
    const fromColumns = await api.trackPoints(query);
    expect(get.mock.calls[0]?.[1]).toEqual({ ...query, columns: 1 });
    expect(fromColumns.data.trackList.map(plain)).toEqual(expected);
    const fromList = await api.trackPoints(query);
    expect(fromList.data.trackList).toEqual(expected.slice(0, 1));
  });
});
