// Rectangle selection (区域查车): press and drag on the map to draw a box; on release the box's
// corners are handed over in WGS-84.
import type { FeatureCollection } from 'geojson';
import { useEffect, useEffectEvent } from 'react';
import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { fromMap, type Crs, type LonLat } from '../../coords/coordSystems';
import { useMap, SLOT_OVERLAY } from '../mapContext';

export interface WgsBounds {
  lon1: number;
  lat1: number;
  lon2: number;
  lat2: number;
}

export interface RectangleToolProps {
  crs: Crs;
  onDone: (bounds: WgsBounds) => void;
}

function box(a: LonLat, b: LonLat): FeatureCollection {
  const ring = [a, [b[0], a[1]], b, [a[0], b[1]], a];
  return { type: 'FeatureCollection', features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [ring] } }] };
}

export function RectangleTool({ crs, onDone }: RectangleToolProps) {
  const map = useMap();
  // The latest onDone, called by the listeners the effects register (no dependency of theirs).
  const done = useEffectEvent(onDone);
  useEffect(() => {
    if (!map) return undefined;
    let start: LonLat | undefined;
    map.addSource('rect-select', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({ id: 'rect-select-fill', type: 'fill', source: 'rect-select', paint: { 'fill-color': '#1677ff', 'fill-opacity': 0.12 } }, SLOT_OVERLAY);
    map.addLayer({ id: 'rect-select-line', type: 'line', source: 'rect-select', paint: { 'line-color': '#1677ff', 'line-width': 1.5 } }, SLOT_OVERLAY);
    map.dragPan.disable();
    map.getCanvas().style.cursor = 'crosshair';
    const onDown = (e: MapMouseEvent) => {
      start = [e.lngLat.lng, e.lngLat.lat];
    };
    const onMove = (e: MapMouseEvent) => {
      if (start) map.getSource<GeoJSONSource>('rect-select')?.setData(box(start, [e.lngLat.lng, e.lngLat.lat]));
    };
    const finish = (end: LonLat) => {
      if (!start) return;
      const a = fromMap(start, crs);
      const b = fromMap(end, crs);
      start = undefined;
      if (a[0] !== b[0] && a[1] !== b[1]) done({ lon1: a[0], lat1: a[1], lon2: b[0], lat2: b[1] });
    };
    const onUp = (e: MapMouseEvent) => finish([e.lngLat.lng, e.lngLat.lat]);
    // A drag may end over a panel above the map: finish it there too.
    const onWindowUp = (e: MouseEvent) => {
      const rect = map.getCanvas().getBoundingClientRect();
      const x = Math.min(Math.max(e.clientX - rect.left, 0), rect.width);
      const y = Math.min(Math.max(e.clientY - rect.top, 0), rect.height);
      const p = map.unproject([x, y]);
      finish([p.lng, p.lat]);
    };
    map.on('mousedown', onDown);
    map.on('mousemove', onMove);
    map.on('mouseup', onUp);
    window.addEventListener('mouseup', onWindowUp);
    return () => {
      window.removeEventListener('mouseup', onWindowUp);
      map.off('mousedown', onDown);
      map.off('mousemove', onMove);
      map.off('mouseup', onUp);
      map.dragPan.enable();
      map.getCanvas().style.cursor = '';
      for (const l of ['rect-select-fill', 'rect-select-line']) if (map.getLayer(l)) map.removeLayer(l);
      if (map.getSource('rect-select')) map.removeSource('rect-select');
    };
  }, [map, crs]);
  return null;
}
