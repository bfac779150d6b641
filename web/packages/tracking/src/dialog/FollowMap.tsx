// The follow tab (位置跟踪) of the vehicle info dialog: a map that keeps the vehicle centred and
// draws its live trail; positions come from the live push subscribed to this vehicle only.
import { useEffect, useMemo, useState } from 'react';
import { currentSessionId, type AppStorage } from '@chelian/core';
import { toMap, type Crs } from '../coords/coordSystems';
import { liveSocketUrl, openLiveSocket } from '../live/liveSocket';
import { MapView } from '../map/MapView';
import { useMap } from '../map/mapContext';
import { OfflineBaseLayer } from '../map/layers/OfflineBaseLayer';
import { TrailLayer } from '../map/layers/TrailLayer';
import { VehicleLayer, type VehicleFeatures } from '../map/layers/VehicleLayer';
import { markerImageId } from '../map/layers/markerImages';
import { directionText, durationText } from '../vehicle/vehicleTexts';
import type { MonitorRow } from '../vehicle/monitorRow';
import { followMapTexts as texts } from '../texts';

export interface FollowMapProps {
  row: MonitorRow;
  storage: AppStorage;
  /** Folder of the offline map data, e.g. /child/car/basemap/. */
  mapDataUrl: string;
}

interface Fix {
  lon: number;
  lat: number;
  speed: number;
  course: number;
  time: string;
  moving: boolean;
}

function Follow({ at }: { at: [number, number] }) {
  const map = useMap();
  useEffect(() => {
    map?.easeTo({ center: at, duration: 500 });
  }, [map, at]);
  return null;
}

export function FollowMap({ row, storage, mapDataUrl }: FollowMapProps) {
  const crs: Crs = 'wgs84';
  const initial: Fix | undefined =
    row.X !== undefined && row.Y !== undefined
      ? { lon: row.X, lat: row.Y, speed: row.S ?? 0, course: row.F ?? 0, time: row.PT ?? '', moving: row.Z === 1 }
      : undefined;
  const [fix, setFix] = useState<Fix | undefined>(initial);
  const [trail, setTrail] = useState<Array<[number, number]>>(initial ? [[initial.lon, initial.lat]] : []);
  const [since] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const socket = openLiveSocket({
      url: liveSocketUrl(),
      sessionId: () => currentSessionId(storage),
      subscription: { vehicles: [row.V] },
      onPositions: (positions) => {
        const p = positions.find((x) => x.vehicleId === row.V);
        if (!p) return;
        setFix({ lon: p.lon, lat: p.lat, speed: p.speed, course: p.course, time: p.gpsTime, moving: p.motion === 1 });
        setTrail((t) => [...t.slice(-1999), [p.lon, p.lat]]);
      },
    });
    const clock = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      socket.close();
      clearInterval(clock);
    };
  }, [row.V, storage]);

  const at = fix ? toMap([fix.lon, fix.lat], crs) : undefined;
  const data: VehicleFeatures = useMemo(
    () => ({
      type: 'FeatureCollection',
      features: at
        ? [{ type: 'Feature', geometry: { type: 'Point', coordinates: at }, properties: { id: row.V, plate: row.P, course: fix?.course ?? 0, icon: markerImageId('arrow', fix?.moving ? 'driving' : 'parked') } }]
        : [],
    }),
    [at?.[0], at?.[1], row.V, row.P, fix?.course, fix?.moving], // eslint-disable-line react-hooks/exhaustive-deps -- keyed on the values: at and fix are new objects on every poll
  );
  const points = useMemo(() => trail.map((p) => toMap(p, crs)), [trail]);

  if (!fix || !at) return <div style={{ padding: 48, textAlign: 'center', color: '#999' }}>{texts.noPosition}</div>;
  return (
    <div>
      <div style={{ marginBottom: 8, fontSize: 13 }} data-testid="follow-status">{texts.speed} {fix.speed.toFixed(1)} km/h · {directionText(fix.course)} {texts.fixTime} {fix.time} {texts.following} {durationText(now - since) || texts.zeroSeconds}
      </div>
      <div style={{ height: 420 }}>
        <MapView center={at} zoom={14}>
          <OfflineBaseLayer dataUrl={mapDataUrl} />
          <TrailLayer id={`follow-${row.V}`} points={points} />
          <VehicleLayer data={data} cluster={false} />
          <Follow at={at} />
        </MapView>
      </div>
    </div>
  );
}
