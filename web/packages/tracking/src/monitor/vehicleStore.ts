// The monitor's vehicles outside React: loaded rows, live positions merged into them (a batch at a
// time, already throttled by UpdateBuffer), which vehicles are on the map, and the trails of the
// vehicles being followed. React reads it with useSyncExternalStore; each change bumps a version.
import { alarmField } from '../vehicle/alarmLabels';
import type { LonLat } from '../coords/coordSystems';
import type { LivePosition, MonitorRow } from '../vehicle/monitorRow';

/** Longest live trail kept per followed vehicle. */
export const TRAIL_LIMIT = 2000;

function sameAlarms(b: string, codes: readonly string[]): boolean {
  if (!b) return codes.length === 0;
  try {
    return (JSON.parse(b) as { type?: string }).type === codes.join(',');
  } catch {
    return false;
  }
}

/** The row after a live position (pure). */
export function applyPosition(row: MonitorRow, p: LivePosition): MonitorRow {
  const z = p.motion === 1 ? 1 : 2;
  return {
    ...row,
    X: p.lon,
    Y: p.lat,
    S: p.speed,
    F: p.course,
    L: p.mileage * 1000,
    G: p.valid ? 1 : 0,
    R: p.recvTime,
    PT: p.gpsTime,
    Z: row.Z === 4 ? 4 : z,
    ZT: row.Z === z ? row.ZT : p.gpsTime,
    B: sameAlarms(row.B, p.alarms) ? row.B : alarmField(p.alarms),
    ...(p.acc >= 0 ? { isAcc: p.acc === 0 ? 1 : 0 } : {}),
  };
}

/** Whether two rows hold the same values (field by field; a nested value must be the same object). */
export function sameRow(a: MonitorRow, b: MonitorRow): boolean {
  const keys = Object.keys(b) as Array<keyof MonitorRow>;
  if (keys.length !== Object.keys(a).length) return false;
  for (const k of keys) if (a[k] !== b[k]) return false;
  return true;
}

export class VehicleStore {
  private rows: MonitorRow[] = [];
  private index = new Map<number, number>();
  private version = 0;
  private readonly listeners = new Set<() => void>();
  private loaded = false;
  /** The rows given to `seed`, until the next load (which hands the same rows over again). */
  private seeded: { rows: MonitorRow[]; complete: boolean } | undefined;
  /** Vehicles drawn on the map. */
  onMap = new Set<number>();
  /** Followed vehicles (跟踪) and their live trails, WGS-84. */
  trails = new Map<number, LonLat[]>();

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getVersion = (): number => this.version;

  all(): readonly MonitorRow[] {
    return this.rows;
  }

  /** Whether the first load arrived whole. */
  hasLoaded(): boolean {
    return this.loaded;
  }

  get(id: number): MonitorRow | undefined {
    const i = this.index.get(id);
    return i === undefined ? undefined : this.rows[i];
  }

  /**
   * Replaces the rows (a full reload). The first load puts every vehicle on the map; it may come in
   * parts (`complete` false until the last: loadAllVehicles.ts), each part holding the ones before.
   */
  load(rows: MonitorRow[], complete = true): void {
    // The first load handing over the very rows the store was seeded with changes nothing.
    const seeded = this.seeded;
    this.seeded = undefined;
    if (seeded !== undefined && seeded.rows === rows && seeded.complete === complete) return;
    // A row unchanged since the last load keeps its object, so the list's memoised rows are not drawn again.
    const held = this.rows;
    this.rows = rows.map((r) => {
      const i = this.index.get(r.V);
      const old = i === undefined ? undefined : held[i];
      return old !== undefined && sameRow(old, r) ? old : r;
    });
    this.index = new Map(this.rows.map((r, i) => [r.V, i]));
    if (!this.loaded) this.onMap = new Set(this.rows.map((r) => r.V));
    else for (const id of this.onMap) if (!this.index.has(id)) this.onMap.delete(id);
    this.loaded = complete || this.loaded;
    this.changed();
  }

  /**
   * Loads rows that arrived before the page's first render (a prefetched first page), so that render
   * holds them; the load that hands the same array over later is then skipped.
   */
  seed(rows: MonitorRow[], complete: boolean): void {
    this.load(rows, complete);
    this.seeded = { rows, complete };
  }

  /** Merges one throttled batch of live positions; vehicles not loaded are ignored. */
  applyPositions(batch: ReadonlyMap<number, LivePosition>): void {
    let any = false;
    const rows = this.rows.slice();
    for (const [id, p] of batch) {
      const i = this.index.get(id);
      if (i === undefined) continue;
      rows[i] = applyPosition(rows[i] as MonitorRow, p);
      any = true;
      const trail = this.trails.get(id);
      if (trail) {
        trail.push([p.lon, p.lat]);
        if (trail.length > TRAIL_LIMIT) trail.splice(0, trail.length - TRAIL_LIMIT);
      }
    }
    if (!any) return;
    this.rows = rows;
    this.changed();
  }

  /** Changes one row (after a follow-level change, for instance). */
  update(id: number, patch: Partial<MonitorRow>): void {
    const i = this.index.get(id);
    if (i === undefined) return;
    const rows = this.rows.slice();
    rows[i] = { ...(rows[i] as MonitorRow), ...patch };
    this.rows = rows;
    this.changed();
  }

  setOnMap(ids: Iterable<number>, on: boolean): void {
    for (const id of ids) {
      if (on) this.onMap.add(id);
      else this.onMap.delete(id);
    }
    this.onMap = new Set(this.onMap);
    this.changed();
  }

  /** Starts or stops following; a new trail starts at the current position. */
  toggleTrail(id: number): boolean {
    if (this.trails.has(id)) {
      this.trails.delete(id);
      this.changed();
      return false;
    }
    const row = this.get(id);
    this.trails.set(id, row?.X !== undefined && row.Y !== undefined ? [[row.X, row.Y]] : []);
    this.changed();
    return true;
  }

  private changed(): void {
    this.version += 1;
    for (const l of this.listeners) l();
  }
}
