// The markers' source is updated by diff: moved and changed features only, additions and removals,
// and a full replacement when most features changed or one has no id.
import { describe, expect, it } from 'vitest';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { emptyDiff, featureDiff } from './featureDiff';

const point = (id: number | undefined, lon: number, icon = 'arrow-driving'): Feature<Point> => ({
  type: 'Feature',
  ...(id === undefined ? {} : { id }),
  geometry: { type: 'Point', coordinates: [lon, 22.5] },
  properties: { id, icon },
});
const fc = (features: Array<Feature<Point>>): FeatureCollection<Point> => ({ type: 'FeatureCollection', features });

describe('featureDiff', () => {
  const before = fc([1, 2, 3, 4, 5, 6].map((i) => point(i, 114 + i)));

  it('sends only the moved marker and the one whose icon changed, with its new values', () => {
    const next = fc([point(1, 114.5), point(2, 116, 'arrow-alarm'), ...before.features.slice(2)]);
    expect(featureDiff(before, next)).toEqual({
      update: [
        { id: 1, newGeometry: { type: 'Point', coordinates: [114.5, 22.5] } },
        { id: 2, addOrUpdateProperties: [{ key: 'icon', value: 'arrow-alarm' }] },
      ],
    });
  });

  it('adds new ids and removes the ones gone', () => {
    const next = fc([...before.features.slice(1), point(7, 121)]);
    const diff = featureDiff(before, next)!;
    expect(diff.add?.map((f) => f.id)).toEqual([7]);
    expect(diff.remove).toEqual([1]);
    expect(diff.update).toBeUndefined();
  });

  it('an unchanged collection is an empty diff', () => {
    expect(emptyDiff(featureDiff(before, fc([...before.features]))!)).toBe(true);
  });

  it('replaces the whole data when most features changed or one lacks an id', () => {
    expect(featureDiff(before, fc(before.features.map((_f, i) => point(i + 1, 100 + i))))).toBeUndefined();
    expect(featureDiff(before, fc([...before.features, point(undefined, 120)]))).toBeUndefined();
  });
});
