// The console's form of a track's points (listVehTrackPoint.json with columns=1, D175; written by
// server/src/api/track/track_json.cc): one array of integers per point key, read back into points
// with trackList's keys. A point reads its values from the columns when asked: no 12-key object per
// fix, and no 8 MB of JSON text with a key per value to parse.
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

interface Columns {
  zoneS: number;
  time: Float64Array;
  lat: Float64Array;
  lon: Float64Array;
  speed: Float64Array;
  mileage: Float64Array;
  course: Int32Array;
  flags: Int32Array;
  state: Int32Array;
  stopS: Float64Array;
  report: Int32Array;
  power: Int32Array;
  spans: Map<number, [number, number]>;
}

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));
let cachedDay = Number.NaN;
let cachedDate = '';

/** "yyyy-MM-dd HH:mm:ss" of epoch seconds in a zone `zoneS` seconds east of UTC. */
export function localTimeText(epochS: number, zoneS: number): string {
  const local = epochS + zoneS;
  const day = Math.floor(local / 86_400);
  if (day !== cachedDay) {
    const d = new Date(day * 86_400_000);
    cachedDate = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
    cachedDay = day;
  }
  const s = local - day * 86_400;
  return `${cachedDate} ${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** A point of the columns, with the keys and values trackList's point has. */
class ColumnPoint implements TrackPoint {
  constructor(
    private readonly c: Columns,
    private readonly k: number,
  ) {}
  get t(): string {
    return localTimeText(this.c.time[this.k] as number, this.c.zoneS);
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
    return this.c.course[this.k] as number;
  }
  get g(): number {
    return this.c.mileage[this.k] as number;
  }
  get e(): number {
    return (this.c.flags[this.k] as number) & 1;
  }
  get i(): number {
    return ((this.c.flags[this.k] as number) >> 1) & 1;
  }
  get b(): number {
    return ((this.c.flags[this.k] as number) >> 2) & 1;
  }
  get x(): number {
    return this.c.state[this.k] as number;
  }
  get m(): number {
    return this.c.stopS[this.k] as number;
  }
  get u(): number {
    return this.c.report[this.k] as number;
  }
  get power(): number | undefined {
    const v = this.c.power[this.k] as number;
    return v >= 0 ? v : undefined;
  }
  get date(): string | undefined {
    const span = this.c.spans.get(this.k);
    return span ? `${localTimeText(span[0], this.c.zoneS)}~~${localTimeText(span[1], this.c.zoneS)}` : undefined;
  }
}

/** Running sums of a difference column, divided by `scale`. */
function summed(deltas: readonly number[], scale: number): Float64Array {
  const out = new Float64Array(deltas.length);
  let sum = 0;
  for (let k = 0; k < deltas.length; k += 1) {
    sum += deltas[k] as number;
    out[k] = scale === 1 ? sum : sum / scale;
  }
  return out;
}

function scaled(values: readonly number[], scale: number): Float64Array {
  const out = new Float64Array(values.length);
  for (let k = 0; k < values.length; k += 1) out[k] = (values[k] as number) / scale;
  return out;
}

/** The points of a columns reply, in order. */
export function pointsFromColumns(columns: TrackColumnsData, zoneMinutes: number): TrackPoint[] {
  const c: Columns = {
    zoneS: zoneMinutes * 60,
    time: summed(columns.t, 1),
    lat: summed(columns.a, 1e6),
    lon: summed(columns.o, 1e6),
    speed: scaled(columns.s, 10),
    mileage: summed(columns.g, 100),
    course: Int32Array.from(columns.d),
    flags: Int32Array.from(columns.f),
    state: Int32Array.from(columns.x),
    stopS: Float64Array.from(columns.m),
    report: Int32Array.from(columns.u),
    power: Int32Array.from(columns.p),
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
