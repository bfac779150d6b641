// Between the vehicle features and the clusterer: points in order, counts as the circles show them,
// the view clustered (whole zoom, a screen around), when a view needs a new clustering, and the
// features of a result (clusters with stable ids and boxes, the points alone as they came).
import type { FeatureCollection, Point } from 'geojson';
import { describe, expect, it } from 'vitest';
import { abbreviatedCount, CLUSTER_ID_BASE, clusterFeatures, clusterViewOf, pointsOf, pointsShown, viewCovered } from './clusterFeatures';
import { clusterPoints } from './clusterPoints';

const vehicles: FeatureCollection<Point, { plate: string }> = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', id: 7, geometry: { type: 'Point', coordinates: [114, 22.5] }, properties: { plate: '粤B7' } },
    { type: 'Feature', id: 8, geometry: { type: 'Point', coordinates: [114.0001, 22.5001] }, properties: { plate: '粤B8' } },
    { type: 'Feature', id: 9, geometry: { type: 'Point', coordinates: [121.5, 31.2] }, properties: { plate: '沪A9' } },
  ],
};

describe('clusterFeatures', () => {
  it('issue 28 turns a clustering into a cluster point with its count and box, and the lone vehicles as they came', () => {
    const points = pointsOf(vehicles);
    expect([...points.lon]).toEqual([114, 114.0001, 121.5]);
    const { collection, boxes } = clusterFeatures(clusterPoints(points, 6, 80), vehicles);
    expect(collection.features).toHaveLength(2);
    const [cluster, alone] = collection.features;
    const id = CLUSTER_ID_BASE + 7; // from its first vehicle: stable from one clustering to the next
    expect(cluster!.id).toBe(id);
    expect(cluster!.properties).toEqual({ cluster: true, cluster_id: id, point_count: 2, point_count_abbreviated: '2' });
    expect(boxes.get(id)).toEqual([114, 22.5, 114.0001, 22.5001]);
    expect(alone).toBe(vehicles.features[2]);
    expect(pointsShown(collection)).toBe(3);
  });

  it('issue 28 abbreviates counts as the cluster circles show them', () => {
    expect([abbreviatedCount(999), abbreviatedCount(1234), abbreviatedCount(13_456)]).toEqual(['999', '1.2k', '13k']);
  });

  it('issue 28 clusters for the whole zoom and a screen around the view, none above the last clustered zoom', () => {
    expect(clusterViewOf(6.7, [110, 20, 120, 30], 80, 17)).toEqual({ zoom: 6, radiusPx: 80, bounds: [100, 10, 130, 40] });
    expect(clusterViewOf(18.2, [114, 22, 114.01, 22.01], 80, 17).radiusPx).toBe(0);
    expect(clusterViewOf(2, [-180, -80, 180, 80], 80, 17).bounds).toEqual([-540, -90, 540, 90]);
  });

  it('issue 28 keeps a clustering while the zoom is the same and the view inside its area', () => {
    const done = clusterViewOf(6.2, [110, 20, 120, 30], 80, 17);
    expect(viewCovered(done, clusterViewOf(6.9, [115, 25, 125, 35], 80, 17), [115, 25, 125, 35])).toBe(true);
    expect(viewCovered(done, clusterViewOf(6.9, [125, 25, 135, 35], 80, 17), [125, 25, 135, 35])).toBe(false);
    expect(viewCovered(done, clusterViewOf(7.0, [112, 22, 117, 27], 80, 17), [112, 22, 117, 27])).toBe(false);
  });
});
