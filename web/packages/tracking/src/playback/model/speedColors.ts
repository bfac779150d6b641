// Speed-coloured track: speed classes with their colours (the legend) and the track cut into runs
// of one class, so a day of points becomes a few hundred line features. Pure.
import type { Feature, FeatureCollection, LineString } from 'geojson';
import type { LonLat } from '../../coords/coordSystems';

export const SPEED_BUCKETS = [
  { max: 30, color: '#16a34a', label: '0–30' },
  { max: 60, color: '#84cc16', label: '30–60' },
  { max: 90, color: '#f59e0b', label: '60–90' },
  { max: 120, color: '#ef4444', label: '90–120' },
  { max: Infinity, color: '#9333ea', label: '≥120' },
] as const;

/** Index into SPEED_BUCKETS of a speed in km/h (below each class's max). */
export function speedBucket(speed: number): number {
  const s = Number.isFinite(speed) ? speed : 0;
  const k = SPEED_BUCKETS.findIndex((b) => s < b.max);
  return k < 0 ? SPEED_BUCKETS.length - 1 : k;
}

/** Lines of consecutive segments in one class; segment k→k+1 takes the speed at k+1. */
export function speedRuns(coords: readonly LonLat[], speeds: ArrayLike<number>): FeatureCollection<LineString, { color: string }> {
  const features: Array<Feature<LineString, { color: string }>> = [];
  let run: LonLat[] = [];
  let bucket = -1;
  const flush = () => {
    if (run.length > 1 && bucket >= 0)
      features.push({ type: 'Feature', properties: { color: SPEED_BUCKETS[bucket]!.color }, geometry: { type: 'LineString', coordinates: run } });
  };
  for (let k = 1; k < coords.length; k += 1) {
    const b = speedBucket(Number(speeds[k]));
    if (b !== bucket) {
      flush();
      bucket = b;
      run = [coords[k - 1] as LonLat];
    }
    run.push(coords[k] as LonLat);
  }
  flush();
  return { type: 'FeatureCollection', features };
}
