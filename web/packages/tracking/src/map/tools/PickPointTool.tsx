// Picking one place on the map (a position point, a home or company address): the next click's
// point goes back in WGS-84.
import { useEffect, useEffectEvent } from 'react';
import type { MapMouseEvent } from 'maplibre-gl';
import { fromMap, type Crs, type LonLat } from '../../coords/coordSystems';
import { useMap } from '../mapContext';

export function PickPointTool({ crs, onPick }: { crs: Crs; onPick: (at: LonLat) => void }) {
  const map = useMap();
  // The latest onPick, called by the listeners the effects register (no dependency of theirs).
  const pick = useEffectEvent(onPick);
  useEffect(() => {
    if (!map) return undefined;
    map.getCanvas().style.cursor = 'crosshair';
    const onClick = (e: MapMouseEvent) => pick(fromMap([e.lngLat.lng, e.lngLat.lat], crs));
    map.on('click', onClick);
    return () => {
      map.off('click', onClick);
      map.getCanvas().style.cursor = '';
    };
  }, [map, crs]);
  return null;
}
