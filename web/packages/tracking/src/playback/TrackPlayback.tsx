// 轨迹回放 as a whole page of an app (the car's /car/playback?vehicleId&plate&time&urlType=blank,
// opened from the monitor's 轨迹; beginTime&endTime for an exact period, as a ride opens it): the
// query card on the left, the map with the track and the player, the details under it, in the
// words of the app's asset profile. The track is fetched once per
// query; the player moves outside React (PlayerStore). Needs TrackingServicesProvider above it.
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { App, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { errorMessage, reportError } from '@chelian/core';
import { OFFLINE_LAYER } from '../map/baseLayers';
import type { AssetProfile } from '../profile/assetProfile';
import { useTrackingServices } from '../profile/trackingServices';
import { BottomPanel, type MapShows } from './components/BottomPanel';
import { ExportButton } from './components/ExportButton';
import { FilterCard } from './components/FilterCard';
import { MarkerPopup } from './components/MarkerPopup';
import { PlaybackMap } from './components/PlaybackMap';
import { PlayerBar } from './components/PlayerBar';
import { SpeedLegend } from './components/SpeedLegend';
import type { MarkerProps } from './layers/PlaybackMarkersLayer';
import { vehicleFenceShapes } from './model/fenceShapes';
import { markerFeatures } from './model/markerFeatures';
import { PlayerStore } from './model/playerStore';
import { rangeError, type TimeRange } from './model/rangePresets';
import { trackQueryKey, trackQueryOf, urlTimeRange, urlVehicle } from './playbackPrefetch';
import { buildTrack, locatedPoints, mileageSummary, type Track } from './model/trackModel';
import { createPlaybackApi, type TrackQuery } from './playbackApi';
import styles from './TrackPlayback.module.css';
import { playbackPageTexts as texts } from '../texts';

declare global {
  interface Window {
    /** The playback map and player, for the end-to-end tests and the benchmark. */
    __CHELIAN_PLAYBACK__?: { map?: MaplibreMap; player: PlayerStore };
  }
}

/** One empty list while the details load, so memoised markers keep their identity. */
const NONE: never[] = [];

export interface TrackPlaybackProps {
  /** The words, columns and kind of the assets played back. */
  profile: AssetProfile;
}

export function TrackPlayback({ profile }: TrackPlaybackProps) {
  const { http, embedded = false } = useTrackingServices();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const api = useMemo(() => createPlaybackApi(http, profile.kind), [http, profile.kind]);
  const player = useMemo(() => new PlayerStore(), []);

  const [vehicle, setVehicle] = useState(() => urlVehicle(params));
  const [range, setRange] = useState<TimeRange>(() => urlTimeRange(params, Date.now()));
  const [filterTime, setFilterTime] = useState(0);
  // A vehicle in the URL is queried at once.
  const [query, setQuery] = useState<TrackQuery | undefined>(() => (vehicle ? trackQueryOf(vehicle.vehicleId, range) : undefined));
  const [run, setRun] = useState(0);
  const [formError, setFormError] = useState('');
  const [layerId, setLayerId] = useState<string | undefined>(undefined);
  const [shows, setShows] = useState<MapShows>({ alarms: true, places: false, fences: true, speed: false });
  const [bottomOpen, setBottomOpen] = useState(true);

  const mapConfig = useQuery({ queryKey: ['map-config'], queryFn: () => api.mapConfig(), staleTime: Infinity });
  const layers = mapConfig.data?.layers ?? [OFFLINE_LAYER];
  const layer = layers.find((l) => l.id === (layerId ?? mapConfig.data?.defaultLayer)) ?? OFFLINE_LAYER;

  const trackQuery = useQuery({
    queryKey: trackQueryKey(query, run),
    queryFn: () => api.trackPoints(query as TrackQuery),
    enabled: query !== undefined,
    staleTime: Infinity,
    gcTime: 0,
  });
  const loaded = trackQuery.isSuccess;
  const reply = trackQuery.data;
  const track = useMemo(() => (reply ? buildTrack(locatedPoints(reply.data.trackList), layer.crs) : undefined), [reply, layer.crs]);
  // The period's details are asked for once the track is drawn, so they do not compete with it.
  const [drawnTrack, setDrawnTrack] = useState<Track | undefined>(undefined);
  const details = loaded && track !== undefined && (drawnTrack === track || track.points.length === 0);
  const alarms = useQuery({ queryKey: ['playback-alarms', query, run], queryFn: () => api.alarms(query as TrackQuery), enabled: details, gcTime: 0 });
  const trips = useQuery({ queryKey: ['playback-trips', query, run], queryFn: () => api.trips(query as TrackQuery), enabled: details, gcTime: 0 });
  const places = useQuery({ queryKey: ['playback-places', query?.vehicleId], queryFn: () => api.stopPlaces(query?.vehicleId ?? 0), enabled: details });
  const fences = useQuery({
    queryKey: ['playback-fences', query?.vehicleId],
    queryFn: async () => {
      const id = query?.vehicleId ?? 0;
      const [bound, round] = await Promise.all([api.vehicleFences(id), api.roundFence(id)]);
      return vehicleFenceShapes(bound, round);
    },
    enabled: query !== undefined,
  });

  // A query's failure goes to the error funnel; the track's also shows under the form.
  const errors = [trackQuery.error, alarms.error, places.error, fences.error];
  useEffect(() => {
    for (const error of [trackQuery.error, alarms.error, places.error, fences.error]) if (error) reportError(error);
  }, [trackQuery.error, alarms.error, places.error, fences.error]);
  const [errorsSeen, setErrorsSeen] = useState(errors);
  if (errors.some((e, i) => e !== errorsSeen[i])) {
    setErrorsSeen(errors);
    setFormError(trackQuery.error ? errorMessage(trackQuery.error) : '');
  }

  const plate = reply?.data.plate || vehicle?.plate || '';

  useEffect(() => {
    player.load(track?.points.length ?? 0);
    if (!track) return;
    if (track.points.length === 0) void message.info(texts.noTrack);
    else performance.mark('playback:playable');
  }, [player, track, message]);
  useEffect(() => () => player.dispose(), [player]);

  const onQuery = () => {
    if (!vehicle) return setFormError(profile.texts.choose);
    const wrong = rangeError(range);
    if (wrong) return setFormError(wrong);
    setFormError('');
    setQuery(trackQueryOf(vehicle.vehicleId, range, filterTime));
    setRun((n) => n + 1);
  };

  const onReady = useCallback(
    (map: MaplibreMap) => {
      window.__CHELIAN_PLAYBACK__ = { map, player };
    },
    [player],
  );
  const onDrawn = useCallback((drawn: Track) => {
    performance.mark('playback:drawn');
    setDrawnTrack(drawn);
  }, []);
  const onPick = useCallback(
    (index: number) => {
      player.pause();
      player.seek(index);
    },
    [player],
  );

  const alarmRows = alarms.data ?? NONE;
  const placeRows = places.data ?? NONE;
  const fenceShapes = useMemo(() => (shows.fences ? (fences.data ?? []) : []), [shows.fences, fences.data]);
  const markers = useMemo(
    () => markerFeatures({ track, alarms: shows.alarms ? alarmRows : [], places: shows.places ? placeRows : [], crs: layer.crs }),
    [track, shows.alarms, shows.places, alarmRows, placeRows, layer.crs],
  );
  const mileage = useMemo(() => (track ? mileageSummary(track.points) : undefined), [track]);
  // The details table (a page of rows, measured by its tabs) is rendered after the player and the
  // map have the track: a render of its own, behind the one that makes the track playable.
  const listedTrack = useDeferredValue(track);
  const renderPopup = useCallback(
    (marker: MarkerProps) => <MarkerPopup marker={marker} track={track} alarms={alarmRows} places={placeRows} />,
    [track, alarmRows, placeRows],
  );

  return (
    <div className={styles.page} data-testid="playback-page">
      <div className={styles.top}>
        <aside className={styles.left}>
          <FilterCard
            profile={profile}
            api={api}
            vehicle={vehicle}
            onVehicle={setVehicle}
            range={range}
            onRange={setRange}
            filterTime={filterTime}
            onFilterTime={setFilterTime}
            loading={trackQuery.isFetching}
            error={formError}
            onQuery={onQuery}
          />
        </aside>
        <section className={styles.mapArea}>
          <PlaybackMap
            layer={layer}
            track={track}
            player={player}
            plate={plate}
            speedMode={shows.speed}
            markers={markers}
            fences={fenceShapes}
            renderPopup={renderPopup}
            onDrawn={onDrawn}
            onReady={onReady}
            hold={trackQuery.isPending && query !== undefined}
          />
          {layers.length > 1 && (
            <Select
              className={styles.layerSelect}
              size="small"
              value={layer.id}
              options={layers.map((l) => ({ value: l.id, label: l.name }))}
              onChange={setLayerId}
              aria-label={texts.mapLabel}
            />
          )}
          {shows.speed && <SpeedLegend />}
          <PlayerBar player={player} track={track} />
        </section>
      </div>
      <BottomPanel
        profile={profile}
        track={listedTrack}
        plate={plate}
        alarms={alarmRows}
        alarmsLoading={alarms.isFetching}
        places={placeRows}
        placesLoading={places.isFetching}
        fences={fences.data ?? []}
        mileage={mileage}
        trips={trips.data}
        shows={shows}
        onShows={setShows}
        open={bottomOpen}
        onOpen={setBottomOpen}
        onPick={onPick}
        exportButton={<ExportButton api={api} query={loaded ? query : undefined} points={track?.points.length ?? 0} embedded={embedded} />}
      />
    </div>
  );
}
