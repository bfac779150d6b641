// Vehicles on the map: markers by shape and state, rotated by course, plate labels, clustering
// (circles with counts; a click zooms to the cluster's vehicles), the focused vehicle drawn apart
// with a ring. Data arrive as a GeoJSON FeatureCollection (see vehicleFeatures); a change reaches the
// source as a diff of the features that moved or changed (featureDiff), or as new data when most did.
// Clustering runs on our own worker for the zoom and area in view only (map/cluster, issue 28).
import type { FeatureCollection, Point } from 'geojson';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { GeoJSONSource, MapLayerMouseEvent, Map as MaplibreMap } from 'maplibre-gl';
import { useMap, SLOT_TOP } from '../mapContext';
import type { ClusterView, DegreeBounds } from '../cluster/clusterPoints';
import { clusterFeatures, clusterViewOf, pointsOf, pointsShown, viewCovered } from '../cluster/clusterFeatures';
import { ClusterRunner } from '../cluster/clusterRunner';
import { holdUntilLoaded } from '../drawHold';
import { emptyDiff, featureDiff } from './featureDiff';
import { addMarkerImages } from './markerImages';

export const VEHICLE_SOURCE = 'vehicles';
export const FOCUS_SOURCE = 'vehicle-focus';
export const CLUSTER_RADIUS_PX = 80;
/** The last zoom with clusters (from the next one on, every vehicle alone). */
export const CLUSTER_MAX_ZOOM = 17;

export interface VehicleFeatureProps {
  id: number;
  plate: string;
  course: number;
  /** marker image id (markerImageId) */
  icon: string;
}

export type VehicleFeatures = FeatureCollection<Point, VehicleFeatureProps>;

export interface VehicleLayerProps {
  data: VehicleFeatures;
  /** The focused vehicle, drawn apart so clustering never hides it. */
  focused?: VehicleFeatures;
  cluster: boolean;
  onVehicleClick?: (vehicleId: number) => void;
  /** Called with the number of vehicles the source holds (a cluster counts its members) after each change. */
  onShown?: (vehicles: number) => void;
}

const LAYERS = ['vehicle-clusters', 'vehicle-cluster-count', 'vehicle-markers', 'vehicle-labels', 'vehicle-focus-ring', 'vehicle-focus-marker', 'vehicle-focus-label'];
const EMPTY: VehicleFeatures = { type: 'FeatureCollection', features: [] };
/** The longest the drawing waits for the vehicles' tiles after new data (then it shows what came). */
const REDRAW_WAIT_MS = 1000;

function visibleOf(map: MaplibreMap): DegreeBounds {
  const b = map.getBounds();
  return [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
}

export function VehicleLayer({ data, focused = EMPTY, cluster, onVehicleClick, onShown }: VehicleLayerProps) {
  const map = useMap();
  // The latest callbacks, called by the listeners the effects register (no dependency of theirs).
  const click = useEffectEvent((...args: Parameters<NonNullable<typeof onVehicleClick>>) => onVehicleClick?.(...args));
  const shown = useEffectEvent((next: FeatureCollection<Point>) => onShown?.(pointsShown(next)));
  // Whether the source holds clusters (set by the data's effect, read by the clusterer's answers).
  const clustered = useRef(cluster);
  // What the focus source holds.
  const focusShown = useRef<VehicleFeatures>(EMPTY);
  // The source's way in and the clusterer, both made with the source.
  const vehicles = useRef<{ show: (next: FeatureCollection<Point>) => void; clusters: ClusterRunner<VehicleFeatures> } | undefined>(undefined);

  useEffect(() => {
    if (!map) return undefined;
    addMarkerImages(map);
    map.addSource(VEHICLE_SOURCE, { type: 'geojson', data: EMPTY });
    // What the source holds, the view of the clustering it shows and each cluster's box (for its click).
    let sent: FeatureCollection<Point> | undefined;
    let clusteredFor: ClusterView | undefined;
    let boxes = new Map<number | string, DegreeBounds>();
    // Ends the drawing's hold while the source takes its latest data.
    let endHold: (() => void) | undefined;
    // Sends a collection to the source as a diff of what it holds (the whole when most changed).
    const show = (next: FeatureCollection<Point>) => {
      const source = map.getSource<GeoJSONSource>(VEHICLE_SOURCE);
      if (!source) return;
      const diff = sent && featureDiff(sent, next);
      if (!diff || !emptyDiff(diff)) {
        if (diff) void source.updateData(diff);
        else void source.setData(next);
        // The source's tiles are made again one by one: drawn once, when all are in (issue 28).
        endHold?.();
        endHold = holdUntilLoaded(map, REDRAW_WAIT_MS);
      }
      sent = next;
      shown(next);
    };
    // The view to cluster for, from the area on screen.
    const viewAt = (visible: DegreeBounds) => clusterViewOf(map.getZoom(), visible, CLUSTER_RADIUS_PX, CLUSTER_MAX_ZOOM);
    const clusters = new ClusterRunner<VehicleFeatures>(
      () => viewAt(visibleOf(map)),
      (result, items, view) => {
        if (!clustered.current) return; // clustering was turned off meanwhile
        const out = clusterFeatures(result, items);
        clusteredFor = view;
        boxes = out.boxes;
        show(out.collection);
      },
    );
    vehicles.current = { show, clusters };
    // A new whole-number zoom, or a pan beyond the area clustered: cluster again.
    const onView = () => {
      if (!clustered.current || !clusteredFor) return;
      const visible = visibleOf(map);
      if (!viewCovered(clusteredFor, viewAt(visible), visible)) clusters.ask();
    };
    map.on('zoom', onView);
    map.on('moveend', onView);
    map.addLayer(
      {
        id: 'vehicle-clusters',
        type: 'circle',
        source: VEHICLE_SOURCE,
        filter: ['has', 'point_count'],
        paint: {
          'circle-color': ['step', ['get', 'point_count'], '#51a8ff', 50, '#1677ff', 500, '#0b4fb3'],
          'circle-radius': ['step', ['get', 'point_count'], 16, 50, 21, 500, 27],
          'circle-stroke-color': 'rgba(255,255,255,0.85)',
          'circle-stroke-width': 3,
        },
      },
      SLOT_TOP,
    );
    map.addLayer(
      {
        id: 'vehicle-cluster-count',
        type: 'symbol',
        source: VEHICLE_SOURCE,
        filter: ['has', 'point_count'],
        layout: { 'text-field': ['get', 'point_count_abbreviated'], 'text-size': 12, 'text-allow-overlap': true },
        paint: { 'text-color': '#ffffff' },
      },
      SLOT_TOP,
    );
    map.addLayer(
      {
        id: 'vehicle-markers',
        type: 'symbol',
        source: VEHICLE_SOURCE,
        filter: ['!', ['has', 'point_count']],
        layout: {
          'icon-image': ['get', 'icon'],
          'icon-rotate': ['get', 'course'],
          'icon-rotation-alignment': 'map',
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
        },
      },
      SLOT_TOP,
    );
    map.addLayer(
      {
        id: 'vehicle-labels',
        type: 'symbol',
        source: VEHICLE_SOURCE,
        filter: ['!', ['has', 'point_count']],
        layout: {
          'text-field': ['get', 'plate'],
          'text-size': 12,
          'text-offset': [0, 1.5],
          'text-anchor': 'top',
          'text-padding': 1,
          'text-optional': true,
        },
        paint: { 'text-color': '#1f1f1f', 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
      },
      SLOT_TOP,
    );
    map.addSource(FOCUS_SOURCE, { type: 'geojson', data: EMPTY });
    focusShown.current = EMPTY;
    map.addLayer(
      {
        id: 'vehicle-focus-ring',
        type: 'circle',
        source: FOCUS_SOURCE,
        paint: { 'circle-radius': 18, 'circle-color': 'rgba(22,119,255,0.18)', 'circle-stroke-color': '#1677ff', 'circle-stroke-width': 1.5 },
      },
      SLOT_TOP,
    );
    map.addLayer(
      {
        id: 'vehicle-focus-marker',
        type: 'symbol',
        source: FOCUS_SOURCE,
        layout: {
          'icon-image': ['get', 'icon'],
          'icon-rotate': ['get', 'course'],
          'icon-rotation-alignment': 'map',
          'icon-allow-overlap': true,
          'icon-ignore-placement': true,
        },
      },
      SLOT_TOP,
    );
    map.addLayer(
      {
        id: 'vehicle-focus-label',
        type: 'symbol',
        source: FOCUS_SOURCE,
        layout: { 'text-field': ['get', 'plate'], 'text-size': 12, 'text-offset': [0, 1.5], 'text-anchor': 'top', 'text-allow-overlap': true },
        paint: { 'text-color': '#0b4fb3', 'text-halo-color': '#ffffff', 'text-halo-width': 2 },
      },
      SLOT_TOP,
    );
    const onMarker = (e: MapLayerMouseEvent) => {
      const id = Number(e.features?.[0]?.properties?.id);
      if (Number.isFinite(id)) click(id);
    };
    // A cluster's click shows its vehicles: the map fits their box (at one place, the first zoom without clusters).
    const onCluster = (e: MapLayerMouseEvent) => {
      const box = boxes.get(e.features?.[0]?.properties?.cluster_id as number | string);
      if (!box) return;
      const [west, south, east, north] = box;
      if (west === east && south === north) map.easeTo({ center: [west, south], zoom: CLUSTER_MAX_ZOOM + 1 });
      else map.fitBounds([west, south, east, north], { padding: 60, maxZoom: CLUSTER_MAX_ZOOM + 1 });
    };
    const pointer = () => (map.getCanvas().style.cursor = 'pointer');
    const plain = () => (map.getCanvas().style.cursor = '');
    map.on('click', 'vehicle-markers', onMarker);
    map.on('click', 'vehicle-clusters', onCluster);
    for (const layer of ['vehicle-markers', 'vehicle-clusters']) {
      map.on('mouseenter', layer, pointer);
      map.on('mouseleave', layer, plain);
    }
    return () => {
      endHold?.();
      clusters.dispose();
      vehicles.current = undefined;
      map.off('zoom', onView);
      map.off('moveend', onView);
      map.off('click', 'vehicle-markers', onMarker);
      map.off('click', 'vehicle-clusters', onCluster);
      for (const layer of ['vehicle-markers', 'vehicle-clusters']) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, plain);
      }
      for (const id of LAYERS) if (map.getLayer(id)) map.removeLayer(id);
      for (const id of [VEHICLE_SOURCE, FOCUS_SOURCE]) if (map.getSource(id)) map.removeSource(id);
    };
  }, [map]);

  // The vehicles, or their clusters once the clusterer answers. The ask leaves after this render's
  // effects, so a fit of the map to the first data (the page's effect) is the view clustered.
  useEffect(() => {
    clustered.current = cluster;
    if (!cluster) {
      vehicles.current?.show(data);
      return;
    }
    const points = { input: pointsOf(data), items: data };
    queueMicrotask(() => vehicles.current?.clusters.ask(points));
  }, [map, data, cluster]);

  // The focused vehicle (the source starts empty: the empty data is not sent to it again, each
  // setData costs the map's worker a load of the source's tiles).
  useEffect(() => {
    const source = map?.getSource<GeoJSONSource>(FOCUS_SOURCE);
    if (source && !(focused.features.length === 0 && focusShown.current.features.length === 0)) void source.setData(focused);
    focusShown.current = focused;
  }, [map, focused]);

  return null;
}
