// Fences on the map (围栏, v3-console-inventory §2.3): polygons and circles filled #1791fc with a
// #FF33FF outline and their names; the chosen one stronger. Adds itself on mount, removes itself
// on unmount; `fences` are WGS-84 and drawn in the base map's system.
import { useEffect } from 'react';
import type { GeoJSONSource } from 'maplibre-gl';
import type { Crs } from '../../coords/coordSystems';
import { fenceFeatures, type FenceShape } from '../../places/placeGeometry';
import { useMap, SLOT_OVERLAY } from '../mapContext';

export interface FenceLayerProps {
  /** Distinguishes several fence layers on one map (the saved fences, the one being drawn). */
  id: string;
  fences: readonly FenceShape[];
  crs: Crs;
  selectedId?: number;
  /** Dashed outline (a fence being drawn or edited). */
  draft?: boolean;
}

export function FenceLayer({ id, fences, crs, selectedId, draft = false }: FenceLayerProps) {
  const map = useMap();
  const source = `fences-${id}`;
  useEffect(() => {
    if (!map) return undefined;
    map.addSource(source, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer(
      {
        id: `${source}-fill`,
        type: 'fill',
        source,
        paint: { 'fill-color': '#1791fc', 'fill-opacity': ['case', ['==', ['get', 'selected'], 1], 0.35, 0.18] },
      },
      SLOT_OVERLAY,
    );
    map.addLayer(
      {
        id: `${source}-line`,
        type: 'line',
        source,
        paint: {
          'line-color': '#FF33FF',
          'line-width': ['case', ['==', ['get', 'selected'], 1], 3, 2],
          ...(draft ? { 'line-dasharray': [2, 2] } : {}),
        },
      },
      SLOT_OVERLAY,
    );
    map.addLayer(
      {
        id: `${source}-name`,
        type: 'symbol',
        source,
        layout: { 'text-field': ['get', 'name'], 'text-size': 13, 'text-allow-overlap': false },
        paint: { 'text-color': '#9b1c9b', 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
      },
      SLOT_OVERLAY,
    );
    return () => {
      for (const l of [`${source}-name`, `${source}-line`, `${source}-fill`]) if (map.getLayer(l)) map.removeLayer(l);
      if (map.getSource(source)) map.removeSource(source);
    };
  }, [map, source, draft]);
  useEffect(() => {
    map?.getSource<GeoJSONSource>(source)?.setData(fenceFeatures(fences, crs, selectedId));
  }, [map, source, fences, crs, selectedId]);
  return null;
}
