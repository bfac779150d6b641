// The track on the map: one line (#44AEFF) whose travelled part turns #1ECC46 as the player moves
// (a line-gradient step at the travelled share, so 86,400 points are never re-sent), or the
// speed-coloured runs instead. Calls onDrawn once the map has rendered a new track.
import { useEffect, useEffectEvent } from 'react';
import type { ExpressionSpecification, GeoJSONSource, MapSourceDataEvent } from 'maplibre-gl';
import { SLOT_OVERLAY, useMap } from '../../map/mapContext';
import { speedRuns } from '../model/speedColors';
import { progressAt, type Track } from '../model/trackModel';
import type { PlayerStore } from '../model/playerStore';

export const TRACK_SOURCE = 'playback-track';
export const SPEED_SOURCE = 'playback-speed';
export const TRACK_COLOR = '#44AEFF';
export const TRAVELLED_COLOR = '#1ECC46';
/** The travelled part is repainted at most this often while playing. */
const GRADIENT_EVERY_MS = 100;

const EMPTY = { type: 'FeatureCollection' as const, features: [] };

function gradient(share: number): ExpressionSpecification {
  if (share <= 0) return ['step', ['line-progress'], TRACK_COLOR, 0, TRACK_COLOR];
  if (share >= 1) return ['step', ['line-progress'], TRAVELLED_COLOR, 1, TRAVELLED_COLOR];
  return ['step', ['line-progress'], TRAVELLED_COLOR, share, TRACK_COLOR];
}

export interface TrackLineLayerProps {
  track: Track | undefined;
  player: PlayerStore;
  speedMode: boolean;
  onDrawn?: (track: Track) => void;
}

export function TrackLineLayer({ track, player, speedMode, onDrawn }: TrackLineLayerProps) {
  const map = useMap();
  // The latest onDrawn, called by the listeners the effects register (no dependency of theirs).
  const drawn = useEffectEvent((...args: Parameters<NonNullable<typeof onDrawn>>) => onDrawn?.(...args));

  useEffect(() => {
    if (!map) return undefined;
    map.addSource(TRACK_SOURCE, { type: 'geojson', data: EMPTY, lineMetrics: true, tolerance: 0.5 });
    map.addSource(SPEED_SOURCE, { type: 'geojson', data: EMPTY, tolerance: 0.5 });
    map.addLayer(
      {
        id: 'playback-track-casing',
        type: 'line',
        source: TRACK_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-color': '#ffffff', 'line-width': 8, 'line-opacity': 0.9 },
      },
      SLOT_OVERLAY,
    );
    map.addLayer(
      {
        id: 'playback-track-line',
        type: 'line',
        source: TRACK_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round' },
        paint: { 'line-width': 5, 'line-gradient': gradient(0) },
      },
      SLOT_OVERLAY,
    );
    map.addLayer(
      {
        id: 'playback-speed-line',
        type: 'line',
        source: SPEED_SOURCE,
        layout: { 'line-join': 'round', 'line-cap': 'round', visibility: 'none' },
        paint: { 'line-width': 5, 'line-color': ['get', 'color'] },
      },
      SLOT_OVERLAY,
    );
    return () => {
      for (const id of ['playback-speed-line', 'playback-track-line', 'playback-track-casing']) if (map.getLayer(id)) map.removeLayer(id);
      for (const id of [SPEED_SOURCE, TRACK_SOURCE]) if (map.getSource(id)) map.removeSource(id);
    };
  }, [map]);

  // A new track: its line, then the drawn callback with the first frame that shows it (the worker
  // has taken the new data and every tile of the line in view is loaded; the base map may still be
  // at work).
  useEffect(() => {
    if (!map) return undefined;
    const coords = track?.coords ?? [];
    let taken = false;
    const onData = (e: MapSourceDataEvent) => {
      if (e.sourceId === TRACK_SOURCE && e.sourceDataType === 'content') taken = true;
    };
    const stop = () => {
      map.off('sourcedata', onData);
      map.off('render', onRender);
    };
    const onRender = () => {
      if (!taken || !track || !map.isSourceLoaded(TRACK_SOURCE)) return;
      stop();
      drawn(track);
    };
    if (track && track.points.length > 0) {
      map.on('sourcedata', onData);
      map.on('render', onRender);
    }
    map
      .getSource<GeoJSONSource>(TRACK_SOURCE)
      ?.setData(coords.length > 1 ? { type: 'Feature', properties: {}, geometry: { type: 'LineString', coordinates: coords } } : EMPTY);
    map.setPaintProperty('playback-track-line', 'line-gradient', gradient(0));
    return stop;
  }, [map, track]);

  // Speed colours: built when first asked for.
  useEffect(() => {
    if (!map) return;
    const show = speedMode && track !== undefined;
    if (show) map.getSource<GeoJSONSource>(SPEED_SOURCE)?.setData(speedRuns(track.coords, track.points.map((p) => p.s)));
    map.setLayoutProperty('playback-speed-line', 'visibility', show ? 'visible' : 'none');
    map.setLayoutProperty('playback-track-line', 'visibility', show ? 'none' : 'visible');
    map.setLayoutProperty('playback-track-casing', 'visibility', show ? 'none' : 'visible');
  }, [map, track, speedMode]);

  // The travelled part follows the player, throttled.
  useEffect(() => {
    if (!map || !track) return undefined;
    let shown = -1;
    let lastAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const paint = () => {
      timer = undefined;
      lastAt = performance.now();
      const share = progressAt(track, player.getState().position);
      if (Math.abs(share - shown) < 1e-5) return;
      shown = share;
      map.setPaintProperty('playback-track-line', 'line-gradient', gradient(share));
    };
    const off = player.subscribe(() => {
      if (timer) return;
      const wait = GRADIENT_EVERY_MS - (performance.now() - lastAt);
      if (wait <= 0) paint();
      else timer = setTimeout(paint, wait);
    });
    return () => {
      off();
      if (timer) clearTimeout(timer);
    };
  }, [map, track, player]);

  return null;
}
