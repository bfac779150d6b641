// The console's form of a track's points (listVehTrackPoint.json with columns=1, D175; written by
// server/src/api/track/track_json.cc): one array of integers per point key, read back into points
// with trackList's keys. A point reads its values from the columns when asked: no 12-key object per
// fix, and no 8 MB of JSON text with a key per value to parse.
import { formatLocalTime } from '../../vehicle/vehicleTexts';
import type { TrackPoint, TrackReply } from './trackModel';

/** columns: t, a, o and g as differences from the point before; see track_json.h. */
export interface TrackColumnsData {
  t: number[];
  a: number[];
  o: number[];
  s: number[];
  d: number[];
  g: number[];
  /** e | i << 1 | b << 2 */
  f: number[];
  x: number[];
  m: number[];
  u: number[];
  /** battery %, -1 none */
  p: number[];
  /** stop points: [index, begin s, end s] */
  date: Array<[number, number, number]>;
}

export interface TrackColumnsReply {
  total: number;
  data: Omit<TrackReply['data'], 'trackList'> & {
    /** minutes east of UTC the times print in */
    zone: number;
    columns: TrackColumnsData;
  };
}

/** The columns as a point reads them: the differences summed and the integers scaled once. */
interface Columns {
  zoneMinutes: number;
  raw: TrackColumnsData;
  time: Float64Array;
  lat: Float64Array;
  lon: Float64Array;
  speed: Float64Array;
  mileage: Float64Array;
  spans: Map<number, [number, number]>;
}

const timeText = (c: Columns, epochS: number) => formatLocalTime(epochS * 1000, c.zoneMinutes);

/** A point of the columns, with the keys and values trackList's point has. */
class ColumnPoint implements TrackPoint {
  constructor(
    private readonly c: Columns,
    private readonly k: number,
  ) {}
  get t(): string {
    return timeText(this.c, this.c.time[this.k] as number);
  }
  get a(): number {
    return this.c.lat[this.k] as number;
  }
  get o(): number {
    return this.c.lon[this.k] as number;
  }
  get s(): number {
    return this.c.speed[this.k] as number;
  }
  get d(): number {
    return this.c.raw.d[this.k] as number;
  }
  get g(): number {
    return this.c.mileage[this.k] as number;
  }
  get e(): number {
    return (this.c.raw.f[this.k] as number) & 1;
  }
  get i(): number {
    return ((this.c.raw.f[this.k] as number) >> 1) & 1;
  }
  get b(): number {
    return ((this.c.raw.f[this.k] as number) >> 2) & 1;
  }
  get x(): number {
    return this.c.raw.x[this.k] as number;
  }
  get m(): number {
    return this.c.raw.m[this.k] as number;
  }
  get u(): number {
    return this.c.raw.u[this.k] as number;
  }
  get power(): number | undefined {
    const v = this.c.raw.p[this.k] as number;
    return v >= 0 ? v : undefined;
  }
  get date(): string | undefined {
    const span = this.c.spans.get(this.k);
    return span ? `${timeText(this.c, span[0])}~~${timeText(this.c, span[1])}` : undefined;
  }
}

/** Each value divided by `scale`; with `summed`, the running sums of a difference column. */
function scaled(values: readonly number[], scale: number, summed: boolean): Float64Array {
  const out = new Float64Array(values.length);
  let sum = 0;
  for (let k = 0; k < values.length; k += 1) {
    sum = summed ? sum + (values[k] as number) : (values[k] as number);
    out[k] = sum / scale;
  }
  return out;
}

/** The points of a columns reply, in order. */
export function pointsFromColumns(columns: TrackColumnsData, zoneMinutes: number): TrackPoint[] {
  const c: Columns = {
    zoneMinutes,
    raw: columns,
    time: scaled(columns.t, 1, true),
    lat: scaled(columns.a, 1e6, true),
    lon: scaled(columns.o, 1e6, true),
    speed: scaled(columns.s, 10, false),
    mileage: scaled(columns.g, 100, true),
    spans: new Map(columns.date.map(([k, begin, end]) => [k, [begin, end]])),
  };
  const points: TrackPoint[] = new Array(columns.t.length);
  for (let k = 0; k < points.length; k += 1) points[k] = new ColumnPoint(c, k);
  return points;
}

/** A columns reply as the trackList reply the page reads. */
export function replyFromColumns(reply: TrackColumnsReply): TrackReply {
  const { columns, zone, ...vehicle } = reply.data;
  return { total: reply.total, data: { ...vehicle, trackList: pointsFromColumns(columns, zone) } };
}
