// The monitor's first page of vehicles, asked for while the page's code still loads and renders
// (issue 28): the route starts it and the group tree's counts of the same list (one snapshot: the
// server reads the account once for both), and the first pages of the rest as soon as it tells how
// many vehicles there are; the feed's first load and the tree's first query take them once if they
// are recent enough. A first page that answered before the monitor's first render also seeds its store.
import type { HttpClient } from '@chelian/core';
import type { GroupNode } from '../groups/groups';
import type { AssetKind, AssetProfile } from '../profile/assetProfile';
import { FIRST_PAGE_SIZE, pagesAfterFirst, snapshotId, type LoadVehiclePage } from './loadAllVehicles';
import { MONITOR_PAGE_SIZE, createMonitorFeedApi, type MonitorFeedApi, type VehiclePage } from './monitorApi';

/** Older than this, a prefetched page is not used (the page was left and came back later). */
export const PREFETCH_FRESH_MS = 5_000;

/** The first page asked for, the snapshot the rest of the pages must name, and those asked for already. */
export interface PrefetchedPage {
  snapshot: string;
  page: Promise<VehiclePage>;
  /** Pages of MONITOR_PAGE_SIZE by number, asked for once the first page answered. */
  early: Map<number, Promise<VehiclePage>>;
}

/** Which asset kind a prefetch was made for, and when. */
interface Made {
  kind: AssetKind | undefined;
  at: number;
}
type Prefetched = PrefetchedPage & Made & { answered?: VehiclePage };
let prefetched: Prefetched | undefined;
let prefetchedGroups: (Made & { groups: Promise<GroupNode[]> }) | undefined;

/** Whether `p` was made for `kind` and is still recent enough at `now` to be used. */
function usable<P extends Made>(p: P | undefined, kind: AssetKind | undefined, now: number): p is P {
  return p !== undefined && p.kind === kind && now - p.at < PREFETCH_FRESH_MS;
}

/** Starts reading the first page of `kind`'s vehicles (once: a read still fresh is not repeated). */
export function prefetchFirstVehicles(http: HttpClient, kind: AssetKind | undefined, now = Date.now()): void {
  if (usable(prefetched, kind, now)) return;
  const snapshot = snapshotId();
  const api = createMonitorFeedApi(http, kind);
  const page = api.loadVehicles(1, FIRST_PAGE_SIZE, snapshot);
  const early = new Map<number, Promise<VehiclePage>>();
  const made: Prefetched = { kind, at: now, snapshot, page, early };
  // Registered before any taker's: the early pages exist when the taker's load asks for them.
  page.then(
    (first) => {
      made.answered = first;
      for (const n of pagesAfterFirst(first, MONITOR_PAGE_SIZE)) {
        const request = api.loadVehicles(n, MONITOR_PAGE_SIZE, snapshot);
        request.catch(() => undefined); // as below
        early.set(n, request);
      }
    },
    () => undefined, // a failure is the taker's to report; never an unhandled rejection
  );
  prefetched = made;
  // Both answer together (one reading); the tree's counts are handed over a task after the first
  // page, so that the list's first rows are drawn first (the list is what a user reaches for).
  const groups = Promise.all([api.loadGroups(snapshot), page.catch(() => undefined)]).then(
    ([list]) => new Promise<GroupNode[]>((resolve) => setTimeout(() => resolve(list), 0)),
  );
  groups.catch(() => undefined); // as above
  prefetchedGroups = { kind, at: now, groups };
}

/** The monitor's group tree: the one asked for with the first page, once while fresh; else asked for now. */
export function loadMonitorGroups(api: Pick<MonitorFeedApi, 'kind' | 'loadGroups'>, now = Date.now()): Promise<GroupNode[]> {
  const p = prefetchedGroups;
  if (!usable(p, api.kind, now)) return api.loadGroups();
  prefetchedGroups = undefined;
  return p.groups;
}

/** `load`, but a page asked for early (of the same size) is handed over instead, once. */
export function withEarlyPages(prefetch: PrefetchedPage | undefined, load: LoadVehiclePage): LoadVehiclePage {
  return (pageNumber, pageSize) => {
    const early = pageSize === MONITOR_PAGE_SIZE ? prefetch?.early.get(pageNumber) : undefined;
    if (!early) return load(pageNumber, pageSize);
    prefetch?.early.delete(pageNumber);
    return early;
  };
}

/** The prefetched first page of `kind`, at most once; undefined when none is fresh. */
export function takePrefetchedVehicles(kind: AssetKind | undefined, now = Date.now()): PrefetchedPage | undefined {
  const p = prefetched;
  if (!usable(p, kind, now)) return undefined;
  prefetched = undefined;
  return { snapshot: p.snapshot, page: p.page, early: p.early };
}

/**
 * The prefetched first page of `kind` when it has answered already and is fresh (it stays to be
 * taken by the feed): a monitor's store is seeded with it, so the page's first render holds rows.
 */
export function answeredFirstVehicles(kind: AssetKind | undefined, now = Date.now()): VehiclePage | undefined {
  const p = prefetched;
  return usable(p, kind, now) ? p.answered : undefined;
}

/** A route's `prefetch` for a monitor of `profile`'s assets. */
export function monitorPrefetch(profile: Pick<AssetProfile, 'kind'>): (services: { http: HttpClient }) => void {
  return (services) => prefetchFirstVehicles(services.http, profile.kind);
}
