// The playback map: the chosen base map, the vehicle's fences, the track (plain or by speed), its
// markers, the moving vehicle, a popup for a clicked marker and the speed legend. Positions arrive
// WGS-84 and are drawn in the base map's system (the track is converted by trackModel).
import { useEffect, useState, type ReactNode } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { BaseMapLayer } from '../../map/layers/BaseMapLayer';
import { boundsOf } from '../../coords/coordSystems';
import { FenceLayer } from '../../map/layers/FenceLayer';
import { MapPopup } from '../../map/MapPopup';
import { MapView } from '../../map/MapView';
import { CHINA_CENTER, useMap } from '../../map/mapContext';
import { OFFLINE_MAP_DATA_URL, type BaseLayerOption } from '../../map/baseLayers';
import type { FenceShape } from '../../places/placeGeometry';
import { MovingVehicleLayer } from '../layers/MovingVehicleLayer';
import { PlaybackMarkersLayer, type MarkerProps, type PlaybackMarkers } from '../layers/PlaybackMarkersLayer';
import { TrackLineLayer } from '../layers/TrackLineLayer';
import type { PlayerStore } from '../model/playerStore';
import type { Track } from '../model/trackModel';

/** Room for the player bar at the bottom and the base-map choice at the top. */
const FIT_PADDING = { top: 60, bottom: 110, left: 60, right: 60 };

/** Fits the view to a new track. */
function FitTrack({ track }: { track: Track | undefined }) {
  const map = useMap();
  useEffect(() => {
    const box = track && boundsOf(track.coords);
    if (map && box) map.fitBounds(box, { padding: FIT_PADDING, maxZoom: 16, duration: 0 });
  }, [map, track]);
  return null;
}

export interface PlaybackMapProps {
  layer: BaseLayerOption;
  track: Track | undefined;
  player: PlayerStore;
  plate: string;
  speedMode: boolean;
  markers: PlaybackMarkers;
  fences: readonly FenceShape[];
  renderPopup: (marker: MarkerProps) => ReactNode;
  onDrawn: (track: Track) => void;
  onReady: (map: MaplibreMap) => void;
  /** The map is made only once this is false: the first track is built before the map takes the main thread. */
  hold?: boolean;
  children?: ReactNode;
}

export function PlaybackMap(p: PlaybackMapProps) {
  const [popup, setPopup] = useState<{ marker: MarkerProps; at: [number, number] } | undefined>(undefined);
  // A new track or new markers close the popup (during render: it never shows over the new data).
  const [popupFor, setPopupFor] = useState({ track: p.track, markers: p.markers });
  if (popupFor.track !== p.track || popupFor.markers !== p.markers) {
    setPopupFor({ track: p.track, markers: p.markers });
    setPopup(undefined);
  }
  return (
    <MapView center={CHINA_CENTER} zoom={4} onReady={p.onReady} hold={p.hold}>
      <BaseMapLayer layer={p.layer} offlineDataUrl={OFFLINE_MAP_DATA_URL} />
      <FenceLayer id="playback" fences={p.fences} crs={p.layer.crs} />
      <TrackLineLayer track={p.track} player={p.player} speedMode={p.speedMode} onDrawn={p.onDrawn} />
      <PlaybackMarkersLayer data={p.markers} onClick={(marker, at) => setPopup({ marker, at })} />
      <MovingVehicleLayer track={p.track} player={p.player} plate={p.plate} />
      <FitTrack track={p.track} />
      {popup && (
        <MapPopup key={`${popup.marker.kind}-${popup.marker.ref}`} lngLat={popup.at} onClose={() => setPopup(undefined)}>
          {p.renderPopup(popup.marker)}
        </MapPopup>
      )}
      {p.children}
    </MapView>
  );
}
