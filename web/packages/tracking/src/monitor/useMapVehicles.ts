// The vehicles as the monitor's map gets them: the markers (throttled to one redraw every 2 s above
// FORCE_CLUSTER_ABOVE vehicles on the map, where clustering is forced, and every 5 s above
// FLEET_MAP_ABOVE), the focused vehicle's own marker, the first view (the vehicle focused before the
// map was ready, else one fit to the vehicles when first known whole, clear of the alarm panel), and
// the map once it is ready. With `followView`, each settled view of a large fleet narrows the live
// push to the map's area (liveView.ts).
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { boundsOf, type LonLat } from '../coords/coordSystems';
import type { BaseLayerOption } from '../map/baseLayers';
import { markerShape } from '../map/layers/markerImages';
import { fitPadding } from './fitPadding';
import { focusCamera, focusedFeature, vehicleFeatures } from './mapFeatures';
import { viewSubscription } from './liveView';
import { clustering } from './monitorView';
import { useThrottled } from './useThrottled';
import type { VehicleStore } from './vehicleStore';
import type { MonitorRow } from '../vehicle/monitorRow';

declare global {
  interface Window {
    /** The monitor's map, for the end-to-end tests and the benchmark. */
    __CHELIAN_CAR_MAP__?: MaplibreMap;
  }
}

const NOTHING_YET: readonly MonitorRow[] = [];

export function useMapVehicles(
  store: VehicleStore,
  layer: BaseLayerOption,
  focusedId: number | undefined,
  clusterWanted: boolean,
  shapeOf: (iconType: number) => 'arrow' | 'pin' = markerShape,
  followView?: (subscription: Record<string, unknown>) => void,
) {
  const map = useRef<MaplibreMap | null>(null);
  // The map is made after the page's first effects, so the vehicles may be known before it is ready.
  const [ready, setReady] = useState(false);
  const fitted = useRef(false);
  const cluster = clustering(store.onMap.size, clusterWanted);
  // The map waits for the whole first load (loadAllVehicles.ts): the list shows its first page at
  // once, but every map update costs a frame (150 ms with a software GPU) and the one fit must see
  // the whole fleet.
  const mapRows = useThrottled(store.hasLoaded() ? store.all() : NOTHING_YET, cluster.mapApplyMs);
  // store.onMap is replaced (a new Set) on every change of the selection.
  const onMap = store.onMap;
  const features = useMemo(() => vehicleFeatures(mapRows, onMap, layer.crs, focusedId, shapeOf), [mapRows, onMap, layer.crs, focusedId, shapeOf]);
  const focused = focusedId !== undefined ? store.get(focusedId) : undefined;
  const focusedFeatures = useMemo(() => focusedFeature(focused, layer.crs, shapeOf), [focused, layer.crs, shapeOf]);

  // The map's first view once it is ready: the vehicle focused before it was (an address with
  // vehicleId, a row clicked while the map's side was still coming) at its street zoom, else a fit to
  // the vehicles once they are first known (in either order).
  useEffect(() => {
    const m = map.current;
    if (!ready || !m || fitted.current) return;
    const camera = focused ? focusCamera(focused, layer.crs, m.getZoom()) : undefined;
    if (camera) {
      fitted.current = true;
      m.jumpTo(camera);
      return;
    }
    if (features.features.length === 0) return;
    fitted.current = true;
    const box = boundsOf(features.features.map((f) => f.geometry.coordinates as LonLat));
    if (!box) return;
    // The panels over the map (marked data-map-panel) on screen now.
    const container = m.getContainer();
    const area = container.closest('[data-map-area]') ?? container.parentElement;
    const panels = [...(area?.querySelectorAll('[data-map-panel]') ?? [])].map((el) => el.getBoundingClientRect());
    m.fitBounds(box, { padding: fitPadding(container.getBoundingClientRect(), panels), maxZoom: 13, duration: 0 });
  }, [features, ready, focused, layer.crs]);

  // For the benchmark: the vehicles the map's source holds (a cluster counts its members), told by
  // the vehicle layer after each change of its source.
  const onShown = useCallback((vehicles: number) => {
    const stats = window.__CHELIAN_CAR_STATS__;
    if (stats) stats.mapFeatures = vehicles;
  }, []);

  // The live push follows the settled view (the newest crs, focus and fleet size at that moment).
  const view = useRef({ crs: layer.crs, focusedId });
  useEffect(() => {
    view.current = { crs: layer.crs, focusedId };
  }, [layer.crs, focusedId]);
  const onReady = useCallback(
    (m: MaplibreMap) => {
      map.current = m;
      window.__CHELIAN_CAR_MAP__ = m;
      setReady(true);
      if (!followView) return;
      m.on('moveend', () => {
        const b = m.getBounds();
        const { crs, focusedId: id } = view.current;
        followView(viewSubscription({ west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() }, crs, id === undefined ? [] : [id], store.all().length));
      });
    },
    [followView, store],
  );

  return { map, cluster, features, focused, focusedFeatures, onReady, onShown };
}
