// GeoJSON of the playback markers: start and end, stop points with their duration, the period's
// alarms and the frequent stop places (those two when shown). Coordinates in the map's system.
import { toMap, type Crs } from '../../coords/coordSystems';
import type { MarkerProps, PlaybackMarkers } from '../layers/PlaybackMarkersLayer';
import type { PeriodAlarm, StopPlace } from '../playbackApi';
import { stopDurationText } from './pointTexts';
import { POINT_STOPPED, type Track } from './trackModel';
import { markerFeaturesTexts as texts } from '../../texts';

export interface MarkerInput {
  track: Track | undefined;
  alarms: readonly PeriodAlarm[];
  places: readonly StopPlace[];
  crs: Crs;
}

export function markerFeatures({ track, alarms, places, crs }: MarkerInput): PlaybackMarkers {
  const features: PlaybackMarkers['features'] = [];
  const add = (props: MarkerProps, at: [number, number]) => features.push({ type: 'Feature', properties: props, geometry: { type: 'Point', coordinates: at } });
  places.forEach((pl, k) => add({ kind: 'place', mark: '', label: '', ref: k }, toMap([pl.oB, pl.aB], crs)));
  alarms.forEach((a, k) => {
    if (a.lonBegin || a.latBegin) add({ kind: 'alarm', mark: '', label: a.type, ref: k }, toMap([a.lonBegin, a.latBegin], crs));
  });
  if (track && track.points.length > 0) {
    track.points.forEach((p, k) => {
      if (p.x === POINT_STOPPED) add({ kind: 'stop', mark: '', label: texts.stop(stopDurationText(p)), ref: k }, track.coords[k]!);
    });
    const last = track.points.length - 1;
    add({ kind: 'start', mark: texts.start, label: '', ref: 0 }, track.coords[0]!);
    if (last > 0) add({ kind: 'end', mark: texts.end, label: '', ref: last }, track.coords[last]!);
  }
  return { type: 'FeatureCollection', features };
}
