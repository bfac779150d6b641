// The MapLibre map of the nearest <MapView>, for layers and tools (available once the style loaded).
import { createContext, useContext } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';

export const MapContext = createContext<MaplibreMap | null>(null);

export function useMap(): MaplibreMap | null {
  return useContext(MapContext);
}

/** Layer order: base maps below SLOT_BASE, shapes below SLOT_OVERLAY, vehicles below SLOT_TOP. */
export const SLOT_BASE = 'slot-base';
export const SLOT_OVERLAY = 'slot-overlay';
export const SLOT_TOP = 'slot-top';

/** Where a map of the whole country starts (zoom 4). */
export const CHINA_CENTER: [number, number] = [108.5, 34.5];
