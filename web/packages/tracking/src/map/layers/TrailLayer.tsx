// A live trail (跟踪): the line a followed vehicle drew since following began, with a start mark.
import type { Feature, FeatureCollection } from 'geojson';
import { useEffect } from 'react';
import type { GeoJSONSource } from 'maplibre-gl';
import { useMap, SLOT_OVERLAY } from '../mapContext';

export interface TrailLayerProps {
  id: string;
  /** Points in the base map's coordinate system, oldest first. */
  points: Array<[number, number]>;
  color?: string;
}

function trailData(points: Array<[number, number]>): FeatureCollection {
  const features: Feature[] = [];
  if (points.length > 1) features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: points } });
  if (points[0]) features.push({ type: 'Feature', properties: { start: 1 }, geometry: { type: 'Point', coordinates: points[0] } });
  return { type: 'FeatureCollection', features };
}

export function TrailLayer({ id, points, color = '#3d79f8' }: TrailLayerProps) {
  const map = useMap();
  const source = `trail-${id}`;
  useEffect(() => {
    if (!map) return undefined;
    map.addSource(source, { type: 'geojson', data: trailData([]) });
    map.addLayer(
      { id: `${source}-line`, type: 'line', source, paint: { 'line-color': color, 'line-width': 4, 'line-opacity': 0.85 }, layout: { 'line-join': 'round', 'line-cap': 'round' } },
      SLOT_OVERLAY,
    );
    map.addLayer(
      { id: `${source}-start`, type: 'circle', source, filter: ['has', 'start'], paint: { 'circle-radius': 6, 'circle-color': '#16a34a', 'circle-stroke-color': '#fff', 'circle-stroke-width': 2 } },
      SLOT_OVERLAY,
    );
    return () => {
      for (const l of [`${source}-line`, `${source}-start`]) if (map.getLayer(l)) map.removeLayer(l);
      if (map.getSource(source)) map.removeSource(source);
    };
  }, [map, source, color]);
  useEffect(() => {
    map?.getSource<GeoJSONSource>(source)?.setData(trailData(points));
  }, [map, source, points]);
  return null;
}
