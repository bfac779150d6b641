// The ruler (测距): each click adds a point, the running total shows at every point, a double click
// ends the measurement; distances on the 6,371 km sphere between WGS-84 points.
import { useEffect, useEffectEvent } from 'react';
import { Marker, type GeoJSONSource, type MapMouseEvent } from 'maplibre-gl';
import { distanceM, fromMap, type Crs, type LonLat } from '../../coords/coordSystems';
import { useMap, SLOT_OVERLAY } from '../mapContext';
import { measureToolTexts as texts } from '../../texts';

export function formatDistance(m: number): string {
  return m >= 1000 ? texts.km((m / 1000).toFixed(2)) : texts.metres(Math.round(m));
}

export interface MeasureToolProps {
  crs: Crs;
  onEnd?: (totalM: number) => void;
}

export function MeasureTool({ crs, onEnd }: MeasureToolProps) {
  const map = useMap();
  // The latest onEnd, called by the listeners the effects register (no dependency of theirs).
  const end = useEffectEvent((...args: Parameters<NonNullable<typeof onEnd>>) => onEnd?.(...args));
  useEffect(() => {
    if (!map) return undefined;
    const points: LonLat[] = [];
    const markers: Marker[] = [];
    let total = 0;
    let done = false;
    map.addSource('measure', { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer({ id: 'measure-line', type: 'line', source: 'measure', paint: { 'line-color': '#e8590c', 'line-width': 2.5, 'line-dasharray': [2, 1] } }, SLOT_OVERLAY);
    map.getCanvas().style.cursor = 'crosshair';
    const redraw = () =>
      map.getSource<GeoJSONSource>('measure')?.setData({
        type: 'FeatureCollection',
        features: points.length > 1 ? [{ type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: points } }] : [],
      });
    const label = (at: LonLat, text: string) => {
      const el = document.createElement('div');
      el.className = 'chelian-measure-label';
      el.textContent = text;
      el.style.cssText = 'background:#fff;border:1px solid #e8590c;border-radius:3px;padding:0 4px;font-size:12px;white-space:nowrap;transform:translateY(-14px)';
      markers.push(new Marker({ element: el }).setLngLat(at).addTo(map));
    };
    const onClick = (e: MapMouseEvent) => {
      if (done) return;
      const p: LonLat = [e.lngLat.lng, e.lngLat.lat];
      const prev = points[points.length - 1];
      if (prev) total += distanceM(fromMap(prev, crs), fromMap(p, crs));
      points.push(p);
      redraw();
      label(p, points.length === 1 ? texts.start : formatDistance(total));
    };
    const onDblClick = () => {
      if (done || points.length === 0) return;
      done = true;
      map.getCanvas().style.cursor = '';
      const last = markers[markers.length - 1]?.getElement();
      if (last) last.textContent = texts.total(formatDistance(total));
      end(total);
    };
    map.on('click', onClick);
    map.on('dblclick', onDblClick);
    return () => {
      map.off('click', onClick);
      map.off('dblclick', onDblClick);
      map.getCanvas().style.cursor = '';
      for (const m of markers) m.remove();
      if (map.getLayer('measure-line')) map.removeLayer('measure-line');
      if (map.getSource('measure')) map.removeSource('measure');
    };
  }, [map, crs]);
  return null;
}
