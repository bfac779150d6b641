// Vehicles on the map: markers by shape and state, rotated by course, plate labels, clustering
// (circles with counts; a click zooms in), the focused vehicle drawn apart with a ring. Data arrive as a
// GeoJSON FeatureCollection (see vehicleFeatures); a change reaches the source as a diff of the
// features that moved or changed (featureDiff), or as new data when most did. Clustering runs in
// MapLibre's worker, off the main thread.
import type { FeatureCollection, Point } from 'geojson';
import { useEffect, useEffectEvent, useRef } from 'react';
import type { GeoJSONSource, MapLayerMouseEvent } from 'maplibre-gl';
import { useMap, SLOT_TOP } from '../mapContext';
import { emptyDiff, featureDiff } from './featureDiff';
import { addMarkerImages } from './markerImages';

export const VEHICLE_SOURCE = 'vehicles';
export const FOCUS_SOURCE = 'vehicle-focus';
export const CLUSTER_RADIUS_PX = 80;
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
}

const LAYERS = ['vehicle-clusters', 'vehicle-cluster-count', 'vehicle-markers', 'vehicle-labels', 'vehicle-focus-ring', 'vehicle-focus-marker', 'vehicle-focus-label'];
const EMPTY: VehicleFeatures = { type: 'FeatureCollection', features: [] };

export function VehicleLayer({ data, focused = EMPTY, cluster, onVehicleClick }: VehicleLayerProps) {
  const map = useMap();
  // The latest onVehicleClick, called by the listeners the effects register (no dependency of theirs).
  const click = useEffectEvent((...args: Parameters<NonNullable<typeof onVehicleClick>>) => onVehicleClick?.(...args));
  const initialData = useRef(data);
  // What the source holds now, to send the next change as a diff.
  const sent = useRef<VehicleFeatures | undefined>(undefined);

  useEffect(() => {
    if (!map) return undefined;
    addMarkerImages(map);
    sent.current = undefined; // a new source: the next data replaces its first
    map.addSource(VEHICLE_SOURCE, {
      type: 'geojson',
      data: initialData.current,
      cluster,
      clusterRadius: CLUSTER_RADIUS_PX,
      clusterMaxZoom: CLUSTER_MAX_ZOOM,
    });
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
    const onCluster = async (e: MapLayerMouseEvent) => {
      const feature = e.features?.[0];
      const source = map.getSource<GeoJSONSource>(VEHICLE_SOURCE);
      if (!feature || !source) return;
      const zoom = await source.getClusterExpansionZoom(Number(feature.properties?.cluster_id));
      const [lon, lat] = (feature.geometry as Point).coordinates as [number, number];
      map.easeTo({ center: [lon, lat], zoom });
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
      map.off('click', 'vehicle-markers', onMarker);
      map.off('click', 'vehicle-clusters', onCluster);
      for (const layer of ['vehicle-markers', 'vehicle-clusters']) {
        map.off('mouseenter', layer, pointer);
        map.off('mouseleave', layer, plain);
      }
      for (const id of LAYERS) if (map.getLayer(id)) map.removeLayer(id);
      for (const id of [VEHICLE_SOURCE, FOCUS_SOURCE]) if (map.getSource(id)) map.removeSource(id);
    };
    // The source is created once; data and clustering are updated below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map]);

  useEffect(() => {
    const source = map?.getSource<GeoJSONSource>(VEHICLE_SOURCE);
    if (!source) return;
    const diff = sent.current && featureDiff(sent.current, data);
    if (!diff) void source.setData(data);
    else if (!emptyDiff(diff)) void source.updateData(diff);
    sent.current = data;
  }, [map, data]);

  useEffect(() => {
    map?.getSource<GeoJSONSource>(FOCUS_SOURCE)?.setData(focused);
  }, [map, focused]);

  useEffect(() => {
    map?.getSource<GeoJSONSource>(VEHICLE_SOURCE)?.setClusterOptions({ cluster, clusterRadius: CLUSTER_RADIUS_PX, clusterMaxZoom: CLUSTER_MAX_ZOOM });
  }, [map, cluster]);

  return null;
}
