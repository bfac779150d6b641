// What a playback address asks for (the vehicle and the day or period in its URL) and the track's
// query key, shared by the page and its route's prefetch: the route asks for the track while the
// page's code loads (issue 28), and the page's query finds the reply in the query cache.
import type { QueryClient } from '@tanstack/react-query';
import type { HttpClient } from '@chelian/core';
import type { AssetKind, AssetProfile } from '../profile/assetProfile';
import type { ChosenVehicle } from './components/FilterCard';
import { urlRange, type TimeRange } from './model/rangePresets';
import { createPlaybackApi, type TrackQuery } from './playbackApi';

/** A prefetched track not taken by a page in this time leaves the cache. */
const PREFETCH_KEEP_MS = 10_000;

export function urlVehicle(params: URLSearchParams): ChosenVehicle | undefined {
  const id = Number(params.get('vehicleId'));
  return id > 0 ? { vehicleId: id, plate: params.get('plate') ?? '' } : undefined;
}

export function urlTimeRange(params: URLSearchParams, nowMs: number): TimeRange {
  return urlRange({ beginTime: params.get('beginTime'), endTime: params.get('endTime'), time: params.get('time') }, nowMs);
}

/** The track query of a vehicle's period (`filterTime`: 静止时间 in minutes). */
export function trackQueryOf(vehicleId: number, range: TimeRange, filterTime = 0): TrackQuery {
  return { vehicleId, ...range, filterTime };
}

/** The track query a playback address opens with (none without a vehicle). */
export function urlTrackQuery(params: URLSearchParams, nowMs: number): TrackQuery | undefined {
  const vehicle = urlVehicle(params);
  return vehicle ? trackQueryOf(vehicle.vehicleId, urlTimeRange(params, nowMs)) : undefined;
}

/** The track's key in the query cache: the query, and the count of 查询 presses (0 for the URL's). */
export function trackQueryKey(query: TrackQuery | undefined, run: number): readonly unknown[] {
  return ['playback-track', query, run];
}

/** Asks for the track of the address `search` (of `kind`'s assets) unless it holds no vehicle. */
export function prefetchPlaybackTrack(http: HttpClient, queryClient: QueryClient, kind: AssetKind | undefined, search: string, nowMs = Date.now()): void {
  const query = urlTrackQuery(new URLSearchParams(search), nowMs);
  if (!query) return;
  void queryClient.prefetchQuery({ queryKey: trackQueryKey(query, 0), queryFn: () => createPlaybackApi(http, kind).trackPoints(query), staleTime: Infinity, gcTime: PREFETCH_KEEP_MS });
}

/** A route's `prefetch` for a playback of `profile`'s assets: the track of the address it opens. */
export function playbackPrefetch(profile: Pick<AssetProfile, 'kind'>): (services: { http: HttpClient; queryClient: QueryClient }) => void {
  return (services) => prefetchPlaybackTrack(services.http, services.queryClient, profile.kind, window.location.search);
}
