// Drawing a polygon fence: "单击绘点，双击结束绘制" — each click adds a vertex, the line follows the
// mouse, a double click (or a click on the first vertex) closes it; the ring goes back in WGS-84.
// Escape takes back the last vertex.
import type { Feature, FeatureCollection } from 'geojson';
import { useEffect, useEffectEvent } from 'react';
import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { fromMap, type Crs, type LonLat } from '../../coords/coordSystems';
import { useMap, SLOT_TOP } from '../mapContext';

export interface PolygonDrawToolProps {
  crs: Crs;
  onDone: (ring: LonLat[]) => void;
}

function sketch(points: LonLat[], cursor?: LonLat): FeatureCollection {
  const line = cursor ? [...points, cursor] : points;
  const features: Feature[] = points.map((p) => ({ type: 'Feature', properties: {}, geometry: { type: 'Point', coordinates: p } }));
  if (line.length > 1) features.push({ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: line } });
  return { type: 'FeatureCollection', features };
}

export function PolygonDrawTool({ crs, onDone }: PolygonDrawToolProps) {
  const map = useMap();
  // The latest onDone, called by the listeners the effects register (no dependency of theirs).
  const done = useEffectEvent(onDone);
  useEffect(() => {
    if (!map) return undefined;
    const points: LonLat[] = [];
    const src = 'draw-polygon';
    map.addSource(src, { type: 'geojson', data: sketch([]) });
    map.addLayer({ id: `${src}-line`, type: 'line', source: src, paint: { 'line-color': '#FF33FF', 'line-width': 2, 'line-dasharray': [2, 1] } }, SLOT_TOP);
    map.addLayer(
      { id: `${src}-pt`, type: 'circle', source: src, filter: ['==', ['geometry-type'], 'Point'], paint: { 'circle-radius': 4, 'circle-color': '#FF33FF' } },
      SLOT_TOP,
    );
    map.getCanvas().style.cursor = 'crosshair';
    const set = (cursor?: LonLat) => map.getSource<GeoJSONSource>(src)?.setData(sketch(points, cursor));
    const finish = () => {
      if (points.length >= 3) done(points.map((p) => fromMap(p, crs)));
      points.length = 0;
      set();
    };
    const onClick = (e: MapMouseEvent) => {
      const p: LonLat = [e.lngLat.lng, e.lngLat.lat];
      const first = points[0];
      if (first && points.length >= 3) {
        const a = map.project(first);
        if (Math.hypot(a.x - e.point.x, a.y - e.point.y) < 8) return finish();
      }
      points.push(p);
      set();
    };
    const onDouble = (e: MapMouseEvent) => {
      e.preventDefault();
      // The double click's own clicks added the same spot twice: drop the repeat.
      const last = points[points.length - 1];
      const before = points[points.length - 2];
      if (last && before && last[0] === before[0] && last[1] === before[1]) points.pop();
      finish();
    };
    const onMove = (e: MapMouseEvent) => {
      if (points.length) set([e.lngLat.lng, e.lngLat.lat]);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && points.length) {
        points.pop();
        set();
      }
    };
    map.on('click', onClick);
    map.on('dblclick', onDouble);
    map.on('mousemove', onMove);
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      map.off('click', onClick);
      map.off('dblclick', onDouble);
      map.off('mousemove', onMove);
      map.getCanvas().style.cursor = '';
      for (const l of [`${src}-pt`, `${src}-line`]) if (map.getLayer(l)) map.removeLayer(l);
      if (map.getSource(src)) map.removeSource(src);
    };
  }, [map, crs]);
  return null;
}
