// The detailed water of the offline map: from WATER_DETAIL_ZOOM on, the pre-cut cells in view are
// added as GeoJSON sources (each once, kept while the map lives), below the borders and names.
import type { Map as MaplibreMap } from 'maplibre-gl';
import { parseWaterIndex, WATER_DETAIL_ZOOM, waterCellsInView, type WaterIndex } from '../waterCells';
import { WATER_COLOR } from './offlineStyle';

/** Starts following the view; returns the function that stops and removes what was added. */
export function followWaterCells(map: MaplibreMap, waterUrl: string, beforeId: string): () => void {
  let index: WaterIndex | undefined;
  let stopped = false;
  const added: string[] = [];
  const update = () => {
    if (!index || stopped || map.getZoom() < WATER_DETAIL_ZOOM - 0.5) return;
    const b = map.getBounds();
    for (const name of waterCellsInView(index, [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()])) {
      const id = `offline-water-${name}`;
      if (map.getSource(id)) continue;
      map.addSource(id, { type: 'geojson', data: `${waterUrl}${name}.geojson`, tolerance: 0.3 });
      map.addLayer({ id, type: 'fill', source: id, minzoom: WATER_DETAIL_ZOOM, paint: { 'fill-color': WATER_COLOR } }, beforeId);
      added.push(id);
    }
  };
  fetch(`${waterUrl}cells.txt`)
    .then((r) => (r.ok ? r.text() : ''))
    .then((text) => {
      index = parseWaterIndex(text);
      update();
    })
    .catch(() => undefined); // without the index the overview water stays
  map.on('moveend', update);
  return () => {
    stopped = true;
    map.off('moveend', update);
    for (const id of added) {
      if (map.getLayer(id)) map.removeLayer(id);
      if (map.getSource(id)) map.removeSource(id);
    }
  };
}
