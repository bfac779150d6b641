// The monitor's first page of vehicles, asked for while the page's code still loads and renders
// (issue 28): the route starts it, the feed's first load takes it once if it is recent enough.
import type { HttpClient } from '@chelian/core';
import type { AssetKind, AssetProfile } from '../profile/assetProfile';
import { FIRST_PAGE_SIZE, snapshotId } from './loadAllVehicles';
import { createMonitorFeedApi, type VehiclePage } from './monitorApi';

/** Older than this, a prefetched page is not used (the page was left and came back later). */
export const PREFETCH_FRESH_MS = 5_000;

/** The first page asked for, and the snapshot the rest of the pages must name. */
export interface PrefetchedPage {
  snapshot: string;
  page: Promise<VehiclePage>;
}

interface Prefetched extends PrefetchedPage {
  kind: AssetKind | undefined;
  at: number;
}
let prefetched: Prefetched | undefined;

/** Starts reading the first page of `kind`'s vehicles (once: a read still fresh is not repeated). */
export function prefetchFirstVehicles(http: HttpClient, kind: AssetKind | undefined, now = Date.now()): void {
  if (prefetched && prefetched.kind === kind && now - prefetched.at < PREFETCH_FRESH_MS) return;
  const snapshot = snapshotId();
  const page = createMonitorFeedApi(http, kind).loadVehicles(1, FIRST_PAGE_SIZE, snapshot);
  page.catch(() => undefined); // a failure is the taker's to report; never an unhandled rejection
  prefetched = { kind, at: now, snapshot, page };
}

/** The prefetched first page of `kind`, at most once; undefined when none is fresh. */
export function takePrefetchedVehicles(kind: AssetKind | undefined, now = Date.now()): PrefetchedPage | undefined {
  const p = prefetched;
  if (!p || p.kind !== kind || now - p.at >= PREFETCH_FRESH_MS) return undefined;
  prefetched = undefined;
  return { snapshot: p.snapshot, page: p.page };
}

/** A route's `prefetch` for a monitor of `profile`'s assets. */
export function monitorPrefetch(profile: Pick<AssetProfile, 'kind'>): (services: { http: HttpClient }) => void {
  return (services) => prefetchFirstVehicles(services.http, profile.kind);
}
