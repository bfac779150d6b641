// Drawing a circle fence: a click sets the centre, the radius follows the mouse (shown in metres,
// kept within 200–5000 m), a second click fixes it; centre (WGS-84) and radius go back.
import { useEffect, useEffectEvent } from 'react';
import type { GeoJSONSource, MapMouseEvent } from 'maplibre-gl';
import { distanceM, fromMap, toMap, type Crs, type LonLat } from '../../coords/coordSystems';
import { circleRing, clampRadius } from '../../places/placeGeometry';
import { useMap, SLOT_TOP } from '../mapContext';
import { circleDrawToolTexts as texts } from '../../texts';

export interface CircleDrawToolProps {
  crs: Crs;
  onDone: (center: LonLat, radius: number) => void;
}

export function CircleDrawTool({ crs, onDone }: CircleDrawToolProps) {
  const map = useMap();
  // The latest onDone, called by the listeners the effects register (no dependency of theirs).
  const done = useEffectEvent(onDone);
  useEffect(() => {
    if (!map) return undefined;
    const src = 'draw-circle';
    let center: LonLat | undefined;
    let radius = 0;
    const empty = { type: 'FeatureCollection' as const, features: [] };
    map.addSource(src, { type: 'geojson', data: empty });
    map.addLayer({ id: `${src}-fill`, type: 'fill', source: src, filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'fill-color': '#1791fc', 'fill-opacity': 0.15 } }, SLOT_TOP);
    map.addLayer({ id: `${src}-line`, type: 'line', source: src, filter: ['==', ['geometry-type'], 'Polygon'], paint: { 'line-color': '#FF33FF', 'line-width': 2, 'line-dasharray': [2, 1] } }, SLOT_TOP);
    map.addLayer(
      { id: `${src}-label`, type: 'symbol', source: src, filter: ['==', ['geometry-type'], 'Point'], layout: { 'text-field': ['get', 'label'], 'text-size': 13 }, paint: { 'text-color': '#9b1c9b', 'text-halo-color': '#fff', 'text-halo-width': 2 } },
      SLOT_TOP,
    );
    map.getCanvas().style.cursor = 'crosshair';
    const draw = () => {
      if (!center) return map.getSource<GeoJSONSource>(src)?.setData(empty);
      const wgs = fromMap(center, crs);
      map.getSource<GeoJSONSource>(src)?.setData({
        type: 'FeatureCollection',
        features: [
          { type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [circleRing(wgs, radius).map((p) => toMap(p, crs))] } },
          { type: 'Feature', properties: { label: texts.radius(radius) }, geometry: { type: 'Point', coordinates: center } },
        ],
      });
    };
    const onClick = (e: MapMouseEvent) => {
      const p: LonLat = [e.lngLat.lng, e.lngLat.lat];
      if (!center) {
        center = p;
        radius = clampRadius(0);
        draw();
        return;
      }
      done(fromMap(center, crs), radius);
      center = undefined;
      draw();
    };
    const onMove = (e: MapMouseEvent) => {
      if (!center) return;
      radius = clampRadius(distanceM(fromMap(center, crs), fromMap([e.lngLat.lng, e.lngLat.lat], crs)));
      draw();
    };
    map.on('click', onClick);
    map.on('mousemove', onMove);
    return () => {
      map.off('click', onClick);
      map.off('mousemove', onMove);
      map.getCanvas().style.cursor = '';
      for (const l of [`${src}-label`, `${src}-line`, `${src}-fill`]) if (map.getLayer(l)) map.removeLayer(l);
      if (map.getSource(src)) map.removeSource(src);
    };
  }, [map, crs]);
  return null;
}
