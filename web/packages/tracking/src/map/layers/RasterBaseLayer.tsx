// An online tile base map (OpenStreetMap, Amap, Tianditu …) from XYZ templates, with an optional
// label overlay drawn above it.
import { useEffect } from 'react';
import { useMap, SLOT_BASE } from '../mapContext';

export interface RasterBaseLayerProps {
  id: string;
  tiles: string[];
  overlayTiles?: string[];
  attribution?: string;
}

/** Expands `{1-4}` style sub-domain ranges (webrd0{1-4}) into one template each. */
export function expandTemplates(tiles: string[]): string[] {
  return tiles.flatMap((t) => {
    const m = /\{(\d)-(\d)\}/.exec(t);
    if (!m) return [t];
    const out: string[] = [];
    for (let i = Number(m[1]); i <= Number(m[2]); i += 1) out.push(t.replace(m[0], String(i)));
    return out;
  });
}

export function RasterBaseLayer({ id, tiles, overlayTiles, attribution }: RasterBaseLayerProps) {
  const map = useMap();
  useEffect(() => {
    if (!map) return undefined;
    const parts = [{ key: `raster-${id}`, tiles }, ...(overlayTiles?.length ? [{ key: `raster-${id}-labels`, tiles: overlayTiles }] : [])];
    for (const p of parts) {
      map.addSource(p.key, { type: 'raster', tiles: expandTemplates(p.tiles), tileSize: 256, maxzoom: 18, ...(attribution ? { attribution } : {}) });
      map.addLayer({ id: p.key, type: 'raster', source: p.key }, SLOT_BASE);
    }
    return () => {
      for (const p of parts) {
        if (map.getLayer(p.key)) map.removeLayer(p.key);
        if (map.getSource(p.key)) map.removeSource(p.key);
      }
    };
  }, [map, id, tiles, overlayTiles, attribution]);
  return null;
}
