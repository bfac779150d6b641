// Points on the playback map: start 起 and end 终, stops with their duration, the period's alarms
// and the frequent stop places, one GeoJSON source (a marker kind per feature), circles with labels.
// Clicking one reports its feature properties.
import { useEffect, useEffectEvent } from 'react';
import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { SLOT_TOP, useMap } from '../../map/mapContext';

export type MarkerKind = 'start' | 'end' | 'stop' | 'alarm' | 'place';

export interface MarkerProps {
  kind: MarkerKind;
  /** Text on the marker (起, 终) */
  mark: string;
  /** Label beside it (停12分钟, alarm type) */
  label: string;
  /** Index into the list of its kind (points, alarms, places). */
  ref: number;
}

export type PlaybackMarkers = FeatureCollection<Point, MarkerProps>;

export const MARKER_COLORS: Record<MarkerKind, string> = {
  start: '#16a34a',
  end: '#e02424',
  stop: '#1677ff',
  alarm: '#f97316',
  place: '#7c3aed',
};

const SOURCE = 'playback-markers';
const LAYERS = ['playback-marker-circle', 'playback-marker-mark', 'playback-marker-label'];

const colorExpr = ['match', ['get', 'kind'], ...Object.entries(MARKER_COLORS).flat(), '#888'] as unknown as string;

export function PlaybackMarkersLayer({ data, onClick }: { data: PlaybackMarkers; onClick?: (p: MarkerProps, at: [number, number]) => void }) {
  const map = useMap();
  // The latest onClick, called by the listeners the effects register (no dependency of theirs).
  const click = useEffectEvent((...args: Parameters<NonNullable<typeof onClick>>) => onClick?.(...args));

  useEffect(() => {
    if (!map) return undefined;
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer(
      {
        id: 'playback-marker-circle',
        type: 'circle',
        source: SOURCE,
        paint: {
          'circle-radius': ['match', ['get', 'kind'], ['start', 'end'], 11, 'place', 8, 6],
          'circle-color': colorExpr,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2,
        },
      },
      SLOT_TOP,
    );
    map.addLayer(
      {
        id: 'playback-marker-mark',
        type: 'symbol',
        source: SOURCE,
        filter: ['!=', ['get', 'mark'], ''],
        layout: { 'text-field': ['get', 'mark'], 'text-size': 12, 'text-allow-overlap': true, 'text-ignore-placement': true },
        paint: { 'text-color': '#ffffff' },
      },
      SLOT_TOP,
    );
    map.addLayer(
      {
        id: 'playback-marker-label',
        type: 'symbol',
        source: SOURCE,
        filter: ['!=', ['get', 'label'], ''],
        layout: { 'text-field': ['get', 'label'], 'text-size': 12, 'text-offset': [0, 1.3], 'text-anchor': 'top', 'text-optional': true },
        paint: { 'text-color': colorExpr, 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
      },
      SLOT_TOP,
    );
    const onMarker = (e: MapLayerMouseEvent) => {
      const f = e.features?.[0];
      if (!f) return;
      const p = f.properties as MarkerProps;
      click({ ...p, ref: Number(p.ref) }, (f.geometry as Point).coordinates as [number, number]);
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', 'playback-marker-circle', onMarker);
    map.on('mouseenter', 'playback-marker-circle', pointer);
    map.on('mouseleave', 'playback-marker-circle', plain);
    return () => {
      map.off('click', 'playback-marker-circle', onMarker);
      map.off('mouseenter', 'playback-marker-circle', pointer);
      map.off('mouseleave', 'playback-marker-circle', plain);
      for (const id of LAYERS) if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    };
  }, [map]);

  useEffect(() => {
    map?.getSource<GeoJSONSource>(SOURCE)?.setData(data);
  }, [map, data]);

  return null;
}
