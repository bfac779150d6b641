// The playback track as the page uses it: the server's points (api-contract §2.8) without the
// unlocated ones, their coordinates in the base map's system, and the distance along the line so
// the travelled part and the player share one measure. Pure; no map, no React.
import { toMap, type Crs, type LonLat } from '../../coords/coordSystems';

/** One point of listVehTrackPoint.json's trackList (server/src/api/track/track_json.cc). */
export interface TrackPoint {
  /** device time, yyyy-MM-dd HH:mm:ss (server zone) */
  t: string;
  /** latitude, WGS-84 */
  a: number;
  /** longitude, WGS-84 */
  o: number;
  /** speed km/h (0 on stop points) */
  s: number;
  /** course, degrees clockwise from north */
  d: number;
  /** odometer, km */
  g: number;
  /** ACC: 1 off, 0 on */
  e: number;
  /** 1 located (valid fix), 0 not */
  i: number;
  /** 1 driving, 2 stopped (a converged stop), 3 offline */
  x: number;
  /** stop duration, seconds */
  m: number;
  /** 1 back-filled (盲补) */
  b: number;
  /** report reason: 0 timed, 1 distance, 2 corner, 3 ACC change, 4 last static position */
  u: number;
  /** battery % when known */
  power?: number;
  /** stop points: "begin~~end" */
  date?: string;
}

export interface TrackReply {
  total: number;
  data: {
    vehicleId: number;
    groupId: number;
    groupName: string;
    longStayTer: number;
    plate: string;
    terminalType: string;
    terminalNo?: string;
    trackList: TrackPoint[];
  };
}

export const POINT_STOPPED = 2;

export interface Track {
  points: TrackPoint[];
  /** Coordinates in the base map's system, one per point. */
  coords: LonLat[];
  /** Distance along the line up to each point, in Web-Mercator units (as MapLibre's line-progress). */
  along: Float64Array;
  /** Total length in the same units. */
  length: number;
}

/** Points with a=0 and o=0 carry no position and are skipped (as the previous console). */
export function locatedPoints(list: readonly TrackPoint[]): TrackPoint[] {
  return list.filter((p) => !(Number(p.a) === 0 && Number(p.o) === 0));
}

function mercatorX(lon: number): number {
  return lon / 360 + 0.5;
}

function mercatorY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
}

export function buildTrack(points: TrackPoint[], crs: Crs): Track {
  const coords: LonLat[] = new Array(points.length);
  const along = new Float64Array(points.length);
  let length = 0;
  let px = 0;
  let py = 0;
  for (let k = 0; k < points.length; k += 1) {
    const p = points[k] as TrackPoint;
    const c = toMap([Number(p.o), Number(p.a)], crs);
    coords[k] = c;
    const x = mercatorX(c[0]);
    const y = mercatorY(c[1]);
    if (k > 0) length += Math.hypot(x - px, y - py);
    along[k] = length;
    px = x;
    py = y;
  }
  return { points, coords, along, length };
}

/** Share of the line travelled at a (fractional) player position, 0–1. */
export function progressAt(track: Track, position: number): number {
  const n = track.points.length;
  if (n < 2 || !(track.length > 0)) return position > 0 ? 1 : 0;
  const p = Math.min(Math.max(position, 0), n - 1);
  const k = Math.floor(p);
  const f = p - k;
  const a = track.along[k] ?? 0;
  const b = track.along[Math.min(k + 1, n - 1)] ?? a;
  return (a + (b - a) * f) / track.length;
}

export interface MileageSummary {
  begin: number;
  end: number;
  driven: number;
}

/** 开始里程 / 结束里程 / 行驶里程 from the first and last odometer readings (km, 2 decimals). */
export function mileageSummary(points: readonly TrackPoint[]): MileageSummary | undefined {
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return undefined;
  const round = (v: number) => Math.round(v * 100) / 100;
  return { begin: round(first.g), end: round(last.g), driven: round(Math.max(0, last.g - first.g)) };
}

/** Indices of the converged stop points. */
export function stopIndices(points: readonly TrackPoint[]): number[] {
  const out: number[] = [];
  points.forEach((p, k) => {
    if (p.x === POINT_STOPPED) out.push(k);
  });
  return out;
}
