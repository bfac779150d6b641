// Picking one place on the map (a position point, a home or company address): the next click's
// point goes back in WGS-84.
import { useEffect, useRef } from 'react';
import type { MapMouseEvent } from 'maplibre-gl';
import { fromMap, type Crs, type LonLat } from '../../coords/coordSystems';
import { useMap } from '../mapContext';

export function PickPointTool({ crs, onPick }: { crs: Crs; onPick: (at: LonLat) => void }) {
  const map = useMap();
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(() => {
    if (!map) return undefined;
    map.getCanvas().style.cursor = 'crosshair';
    const onClick = (e: MapMouseEvent) => pick.current(fromMap([e.lngLat.lng, e.lngLat.lat], crs));
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      map.getCanvas().style.cursor = '';
    };
  }, [map, crs]);
  return null;
}
