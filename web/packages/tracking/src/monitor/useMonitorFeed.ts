// The monitor's data feed: the first load of vehicles and alarms, then the live push — positions
// merged per vehicle (UpdateBuffer), handed to the page once a second with the pushed alarms (sounded
// at once) and the clock as one change; command results go to the caller. The alarms reload each
// time live push is (re)subscribed, so none raised before the subscription or during a drop is
// missed. Without live push the vehicles reload on a 10-second countdown; with it, a quiet reload
// every minute still catches vehicles that went offline. The alarm count is the server's true total:
// the list holds at most a page, the rest (`beyond`) is loaded when the listed ones are handled.
// With an asset kind, pushed alarms of assets not loaded (another kind) are left out once the assets
// are loaded. `followView` narrows the push to the map's view for a large fleet (liveView.ts). The
// vehicles come in pages (loadAllVehicles.ts), the first one perhaps asked for by the route before
// the page rendered (vehiclePrefetch.ts).
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { currentSessionId, pushedDuringLoad, reportError, type AppStorage, type LiveCommand } from '@chelian/core';
import { UpdateBuffer } from '../live/updateBuffer';
import { liveSocketUrl, openLiveSocket, type LiveSocket } from '../live/liveSocket';
import type { LiveAlarm, LivePosition, MonitorRow } from '../vehicle/monitorRow';
import { MONITOR_PAGE_SIZE, type AlarmRow, type MonitorFeedApi } from './monitorApi';
import { loadAllVehicles, snapshotId } from './loadAllVehicles';
import { takePrefetchedVehicles, withEarlyPages } from './vehiclePrefetch';
import { playAlarmTone } from '@chelian/ui';
import type { VehicleStore } from './vehicleStore';

/** Live updates reach the page at most this often. */
export const LIVE_APPLY_MS = 1000;
/** Countdown of the reload while live push is down (v3: 10 s). */
export const REFRESH_COUNTDOWN_S = 10;
/** With live push up, a quiet reload still catches vehicles going offline. */
export const LIVE_RELOAD_MS = 60_000;

declare global {
  interface Window {
    /** Vehicles loaded, live updates applied and vehicles handed to the map's source, for the benchmark. */
    __CHELIAN_CAR_STATS__?: { loadedAt: number; vehicles: number; applied: number; mapFeatures?: number };
  }
}

export function alarmRowOf(a: LiveAlarm, groupName: string): AlarmRow {
  return { A: a.alarmId, V: a.vehicleId, G: a.groupId, T: a.type, C: a.enType, P: a.plate, D: a.time, S: a.speed, N: groupName, X: a.lon, Y: a.lat, active: 1 };
}

/** A loaded alarm list, plus the alarms pushed while it loaded that it does not hold yet (newest first). */
export function mergeLoadedAlarms(loaded: readonly AlarmRow[], current: readonly AlarmRow[], pushed: ReadonlySet<number>): AlarmRow[] {
  const have = new Set(loaded.map((a) => a.A));
  return [...current.filter((a) => pushed.has(a.A) && !have.has(a.A)), ...loaded];
}

/** Whether two lists hold the same alarms in the same order (an alarm's fields do not change). */
export function sameAlarmIds(a: readonly AlarmRow[], b: readonly AlarmRow[]): boolean {
  return a.length === b.length && a.every((x, i) => x.A === b[i]?.A);
}

export interface MonitorFeed {
  live: boolean;
  countdown: number;
  alarms: AlarmRow[];
  /** Every unhandled alarm in the window: the listed ones plus those beyond the loaded page. */
  alarmTotal: number;
  removeAlarms: (ids: readonly number[]) => void;
  /** Replaces the live subscription (liveView.ts: the map's area for a large fleet). */
  followView: (subscription: Record<string, unknown>) => void;
  /** The first load has answered, whole or failed (MonitorMap draws from then on). */
  firstLoadEnded: boolean;
  /** The time, once a second with the live updates (the list's and info window's durations). */
  now: number;
}

export function useMonitorFeed(
  api: Pick<MonitorFeedApi, 'loadVehicles' | 'queryAlarm'> & { kind?: MonitorFeedApi['kind'] },
  store: VehicleStore,
  storage: AppStorage,
  voiceOn: boolean,
  onCommands?: (commands: LiveCommand[]) => void,
): MonitorFeed {
  const [live, setLive] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const [countdown, setCountdown] = useState(REFRESH_COUNTDOWN_S);
  const [alarms, setAlarms] = useState<AlarmRow[]>([]);
  const socketRef = useRef<LiveSocket | undefined>(undefined);
  const subscription = useRef<Record<string, unknown> | undefined>(undefined);
  const [beyond, setBeyond] = useState(0);
  // Called by the live socket's handlers with the settings of the moment (no dependency of its effect).
  const alarmSound = useEffectEvent(() => {
    if (voiceOn) playAlarmTone();
  });
  const commandsArrived = useEffectEvent((commands: LiveCommand[]) => onCommands?.(commands));

  const firstLoad = useRef(true);
  const [firstLoadEnded, setFirstLoadEnded] = useState(false);
  const reload = useCallback(async () => {
    // The route may have asked for the first page already, while this page's code loaded.
    const prefetched = firstLoad.current ? takePrefetchedVehicles(api.kind) : undefined;
    firstLoad.current = false;
    const snapshot = prefetched?.snapshot ?? snapshotId();
    try {
      // The first load shows its parts as they come; a reload replaces the rows once, when whole.
      const shown = (rows: MonitorRow[], done: boolean) => {
        if (!done && store.hasLoaded()) return;
        store.load(rows, done);
        window.__CHELIAN_CAR_STATS__ = { ...window.__CHELIAN_CAR_STATS__, loadedAt: performance.now(), vehicles: rows.length, applied: window.__CHELIAN_CAR_STATS__?.applied ?? 0 };
      };
      const load = withEarlyPages(prefetched, (pageNumber, pageSize) => api.loadVehicles(pageNumber, pageSize, snapshot));
      await loadAllVehicles(load, MONITOR_PAGE_SIZE, shown, prefetched?.page);
    } catch (error) {
      reportError(error);
    } finally {
      setFirstLoadEnded(true);
    }
  }, [api, store]);

  const [pushed] = useState(() => pushedDuringLoad<LiveAlarm>());
  const loadAlarms = useCallback(() => {
    const end = pushed.begin();
    api.queryAlarm().then(
      (page) => {
        const pushedSince = end();
        if (!pushedSince) return; // a newer load answers
        const since = new Set(pushedSince.map((a) => a.alarmId));
        setBeyond(page.alarm.length > 0 ? page.total - page.alarm.length : 0);
        // The same alarms again (a reload as the push subscribes) keep the list: no new drawing.
        setAlarms((list) => {
          const merged = mergeLoadedAlarms(page.alarm, list, since);
          return sameAlarmIds(merged, list) ? list : merged;
        });
      },
      (error: unknown) => {
        end();
        reportError(error);
      },
    );
  }, [api, pushed]);

  useEffect(() => {
    void reload();
    loadAlarms();
  }, [reload, loadAlarms]);

  useEffect(() => {
    // One tick a second hands the page the pushed positions, the pushed alarms and the time as one
    // change: each change draws the whole page again (issue 28).
    let waiting: LiveAlarm[] = [];
    const applyAlarms = () => {
      if (waiting.length === 0) return;
      const incoming = waiting;
      waiting = [];
      setAlarms((list) => {
        const known = new Set(list.map((a) => a.A));
        const fresh = incoming.filter((a) => !known.has(a.alarmId)).map((a) => alarmRowOf(a, store.get(a.vehicleId)?.GN ?? ''));
        return fresh.length ? [...fresh.reverse(), ...list] : list;
      });
    };
    const buffer = new UpdateBuffer<number, LivePosition>((batch) => {
      store.applyPositions(batch);
      const stats = window.__CHELIAN_CAR_STATS__;
      if (stats) stats.applied += batch.size;
    }, null);
    const ticker = setInterval(() => {
      buffer.flush();
      applyAlarms();
      setNow(Date.now());
    }, LIVE_APPLY_MS);
    const socket = openLiveSocket({
      url: liveSocketUrl(),
      sessionId: () => currentSessionId(storage),
      ...(subscription.current ? { subscription: subscription.current } : {}),
      onPositions: (positions) => {
        for (const p of positions) buffer.push(p.vehicleId, p);
      },
      onAlarms: (all) => {
        // Before the first load nothing is known: the alarms are kept, as without a kind.
        const incoming = api.kind === undefined || !store.hasLoaded() ? all : all.filter((a) => store.get(a.vehicleId) !== undefined);
        if (incoming.length === 0) return;
        pushed.record(incoming);
        waiting.push(...incoming);
        alarmSound();
      },
      onCommands: (commands) => commandsArrived(commands),
      // Handled here or on another console: the alarm leaves the list.
      onHandled: (ids) => {
        waiting = waiting.filter((a) => !ids.includes(a.alarmId));
        setAlarms((list) => (list.some((a) => ids.includes(a.A)) ? list.filter((a) => !ids.includes(a.A)) : list));
      },
      onStatus: (s) => {
        setLive(s === 'open');
        if (s === 'open') loadAlarms();
      },
    });
    socketRef.current = socket;
    return () => {
      socketRef.current = undefined;
      socket.close();
      buffer.dispose();
      clearInterval(ticker);
    };
  }, [api.kind, store, storage, loadAlarms, pushed]);
  const followView = useCallback((next: Record<string, unknown>) => {
    if (JSON.stringify(next) === JSON.stringify(subscription.current ?? { all: 1 })) return;
    subscription.current = next;
    socketRef.current?.subscribe(next);
  }, []);

  // The countdown runs only while live push is down; at zero the vehicles reload.
  const left = useRef(REFRESH_COUNTDOWN_S);
  useEffect(() => {
    if (live) {
      const quiet = setInterval(() => void reload(), LIVE_RELOAD_MS);
      return () => clearInterval(quiet);
    }
    left.current = REFRESH_COUNTDOWN_S;
    setCountdown(left.current);
    const timer = setInterval(() => {
      left.current -= 1;
      if (left.current <= 0) {
        left.current = REFRESH_COUNTDOWN_S;
        void reload();
      }
      setCountdown(left.current);
    }, 1000);
    return () => clearInterval(timer);
  }, [live, reload]);

  const removeAlarms = useCallback((ids: readonly number[]) => setAlarms((list) => list.filter((a) => !ids.includes(a.A))), []);
  // Every listed alarm handled while more wait beyond the page: the next page loads.
  const listEmptied = alarms.length === 0 && beyond > 0;
  useEffect(() => {
    if (listEmptied) loadAlarms();
  }, [listEmptied, loadAlarms]);
  return { live, countdown, alarms, alarmTotal: alarms.length + beyond, removeAlarms, followView, firstLoadEnded, now };
}
