// What changed between two point collections whose features carry unique ids (pure): the features
// added, removed and those whose position or properties changed, as a MapLibre source diff. A live
// tick moves a few hundred of 10,000 markers; sending only those keeps the main thread from
// serialising the whole collection to the map's worker every time (issue 28).
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { GeoJSONSourceDiff } from 'maplibre-gl';

/** Above this share of changed features a full setData is as cheap as a diff. */
export const FULL_UPDATE_SHARE = 0.5;

type PointFeature = Feature<Point, Record<string, unknown>>;

function sameCoordinates(a: Point, b: Point): boolean {
  return a.coordinates[0] === b.coordinates[0] && a.coordinates[1] === b.coordinates[1];
}

function changedProperties(before: Record<string, unknown>, after: Record<string, unknown>): Array<{ key: string; value: unknown }> {
  const out: Array<{ key: string; value: unknown }> = [];
  for (const key of Object.keys(after)) if (before[key] !== after[key]) out.push({ key, value: after[key] });
  return out;
}

/**
 * The diff that turns `prev` into `next`, or undefined when a full replacement is the better update
 * (a feature without an id, or more than FULL_UPDATE_SHARE of them changed).
 */
export function featureDiff(prev: FeatureCollection<Point>, next: FeatureCollection<Point>): GeoJSONSourceDiff | undefined {
  const before = new Map<string | number, PointFeature>();
  for (const f of prev.features as PointFeature[]) {
    if (f.id === undefined) return undefined;
    before.set(f.id, f);
  }
  const add: PointFeature[] = [];
  const update: NonNullable<GeoJSONSourceDiff['update']> = [];
  const seen = new Set<string | number>();
  for (const f of next.features as PointFeature[]) {
    if (f.id === undefined) return undefined;
    seen.add(f.id);
    const old = before.get(f.id);
    if (!old) {
      add.push(f);
      continue;
    }
    if (old === f) continue;
    const moved = !sameCoordinates(old.geometry, f.geometry);
    const props = changedProperties(old.properties ?? {}, f.properties ?? {});
    if (moved || props.length > 0) update.push({ id: f.id, ...(moved ? { newGeometry: f.geometry } : {}), ...(props.length ? { addOrUpdateProperties: props } : {}) });
  }
  const remove = [...before.keys()].filter((id) => !seen.has(id));
  const changes = add.length + update.length + remove.length;
  if (changes > Math.max(prev.features.length, next.features.length) * FULL_UPDATE_SHARE) return undefined;
  return { ...(add.length ? { add } : {}), ...(update.length ? { update } : {}), ...(remove.length ? { remove } : {}) };
}

/** Whether a diff changes nothing. */
export function emptyDiff(diff: GeoJSONSourceDiff): boolean {
  return !diff.add?.length && !diff.update?.length && !diff.remove?.length && !diff.removeAll;
}
