// The vehicle being played back: an arrow rotated by its course at the player's position, moved on
// every frame without React; the map pans to it when it leaves the view (kept 60 px inside, 110 px
// above the bottom edge where the player bar lies).
import { useEffect } from 'react';
import type { GeoJSONSource } from 'maplibre-gl';
import { SLOT_TOP, useMap } from '../../map/mapContext';
import { addMarkerImages, markerImageId } from '../../map/layers/markerImages';
import { placeAt } from '../model/playerClock';
import type { PlayerStore } from '../model/playerStore';
import type { Track } from '../model/trackModel';

const SOURCE = 'playback-vehicle';
const MARGIN_PX = 60;
const BOTTOM_MARGIN_PX = 110;

export function MovingVehicleLayer({ track, player, plate }: { track: Track | undefined; player: PlayerStore; plate: string }) {
  const map = useMap();

  useEffect(() => {
    if (!map) return undefined;
    addMarkerImages(map);
    map.addSource(SOURCE, { type: 'geojson', data: { type: 'FeatureCollection', features: [] } });
    map.addLayer(
      {
        id: 'playback-vehicle-icon',
        type: 'symbol',
        source: SOURCE,
        layout: {
          'icon-image': markerImageId('arrow', 'driving'),
          'icon-size': 1.2,
          'icon-rotate': ['get', 'course'],
          'icon-rotation-alignment': 'map',
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
          'text-field': ['get', 'plate'],
          'text-size': 12,
          'text-offset': [0, 1.6],
          'text-anchor': 'top',
          'text-allow-overlap': true,
        },
        paint: { 'text-color': '#0b4fb3', 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
      },
      SLOT_TOP,
    );
    return () => {
      if (map.getLayer('playback-vehicle-icon')) map.removeLayer('playback-vehicle-icon');
      if (map.getSource(SOURCE)) map.removeSource(SOURCE);
    };
  }, [map]);

  useEffect(() => {
    if (!map) return undefined;
    const source = map.getSource<GeoJSONSource>(SOURCE);
    const courses = track?.points.map((p) => p.d) ?? [];
    let lastPosition = -1;
    const draw = () => {
      const { position } = player.getState();
      if (position === lastPosition) return;
      lastPosition = position;
      const place = track ? placeAt(track.coords, courses, position) : undefined;
      source?.setData({
        type: 'FeatureCollection',
        features: place ? [{ type: 'Feature', properties: { course: place.course, plate }, geometry: { type: 'Point', coordinates: place.at } }] : [],
      });
      if (!place || map.isMoving()) return;
      const { x, y } = map.project(place.at);
      const canvas = map.getCanvas();
      const w = canvas.clientWidth;
      const h = canvas.clientHeight;
      if (x < MARGIN_PX || y < MARGIN_PX || x > w - MARGIN_PX || y > h - BOTTOM_MARGIN_PX) map.panTo(place.at, { duration: 300 });
    };
    draw();
    return player.subscribe(draw);
  }, [map, track, player, plate]);

  return null;
}
