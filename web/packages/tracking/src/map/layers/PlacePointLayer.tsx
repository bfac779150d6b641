// Points on the map: position points (位置点), home and company stay points with their 1000 m
// circles, second-mortgage points with theirs; each a dot with its name. WGS-84 in, drawn in the
// base map's system.
import { useEffect } from 'react';
import type { GeoJSONSource } from 'maplibre-gl';
import type { Crs } from '../../coords/coordSystems';
import { pointFeatures, type PlacePoint } from '../../places/placeGeometry';
import { useMap, SLOT_OVERLAY } from '../mapContext';

export function PlacePointLayer({ id, points, crs }: { id: string; points: readonly PlacePoint[]; crs: Crs }) {
  const map = useMap();
  const source = `points-${id}`;
  useEffect(() => {
    if (!map) return undefined;
    map.addSource(source, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer(
      { id: `${source}-area`, type: 'fill', source, filter: ['==', ['get', 'kind'], 'area'], paint: { 'fill-color': ['get', 'color'], 'fill-opacity': 0.18 } },
      SLOT_OVERLAY,
    );
    map.addLayer(
      {
        id: `${source}-dot`,
        type: 'circle',
        source,
        filter: ['==', ['get', 'kind'], 'point'],
        paint: { 'circle-radius': 6, 'circle-color': ['get', 'color'], 'circle-stroke-color': '#fff', 'circle-stroke-width': 2 },
      },
      SLOT_OVERLAY,
    );
    map.addLayer(
      {
        id: `${source}-name`,
        type: 'symbol',
        source,
        filter: ['==', ['get', 'kind'], 'point'],
        layout: { 'text-field': ['get', 'name'], 'text-size': 12, 'text-offset': [0, 1.2], 'text-anchor': 'top' },
        paint: { 'text-color': '#333', 'text-halo-color': '#fff', 'text-halo-width': 2 },
      },
      SLOT_OVERLAY,
    );
    return () => {
      for (const l of [`${source}-name`, `${source}-dot`, `${source}-area`]) if (map.getLayer(l)) map.removeLayer(l);
      if (map.getSource(source)) map.removeSource(source);
    };
  }, [map, source]);
  useEffect(() => {
    map?.getSource<GeoJSONSource>(source)?.setData(pointFeatures(points, crs));
  }, [map, source, points, crs]);
  return null;
}
