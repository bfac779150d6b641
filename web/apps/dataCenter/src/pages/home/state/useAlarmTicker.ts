// The 实时警报 ticker's feed: the live push's "alarms" (only those: the screen needs no positions)
// through the bounded reducer, and the first page of the alarm list each time the push is
// (re)subscribed, so alarms raised while it was down still show. One connection per mount.
import { useEffect, useEffectEvent, useReducer, useState } from 'react';
import { currentSessionId, type AppStorage } from '@chelian/core';
import { liveSocketUrl, openLiveSocket, type LiveAlarm } from '@chelian/tracking';
import type { AlarmListRow, HomeApi } from '../service';
import { tickerReducer, type TickerRow } from './alarmTicker';

const ALARMS_ONLY = { all: 1, kinds: ['alarms'] };

export function tickerRowOfList(a: AlarmListRow): TickerRow {
  return { id: a.A, plate: a.P, group: a.N, type: a.T, time: a.D };
}

export function tickerRowOfPush(a: LiveAlarm, groups: ReadonlyMap<number, string>): TickerRow {
  return { id: a.alarmId, plate: a.plate, group: groups.get(a.groupId) ?? '', type: a.type, time: a.time };
}

export interface AlarmTickerFeed {
  rows: TickerRow[];
  /** The live push is subscribed: new alarms arrive as they are raised. */
  live: boolean;
  /** How many alarm batches the push has brought (the alarm-vehicle count follows it). */
  pushes: number;
}

export function useAlarmTicker(api: HomeApi, storage: AppStorage): AlarmTickerFeed {
  const [rows, dispatch] = useReducer(tickerReducer, []);
  const [live, setLive] = useState(false);
  const [pushes, setPushes] = useState(0);
  const [groups, setGroups] = useState<ReadonlyMap<number, string>>(new Map());
  useEffect(() => {
    let live = true;
    api.groupNames().then(
      (names) => live && setGroups(names),
      () => undefined, // pushed rows then show without their group
    );
    return () => {
      live = false;
    };
  }, [api]);
  const toRows = useEffectEvent((alarms: LiveAlarm[]) => alarms.map((a) => tickerRowOfPush(a, groups)));

  useEffect(() => {
    let mounted = true;
    const loadFirstPage = () =>
      api.alarms().then(
        (list) => mounted && dispatch({ kind: 'loaded', rows: list.map(tickerRowOfList) }),
        () => undefined, // the push still fills the ticker
      );
    const socket = openLiveSocket({
      url: liveSocketUrl(),
      sessionId: () => currentSessionId(storage),
      subscription: ALARMS_ONLY,
      onPositions: () => undefined,
      onAlarms: (alarms) => {
        dispatch({ kind: 'pushed', rows: toRows(alarms) });
        setPushes((n) => n + 1);
      },
      onStatus: (s) => {
        setLive(s === 'open');
        if (s === 'open') void loadFirstPage();
      },
    });
    void loadFirstPage();
    return () => {
      mounted = false;
      socket.close();
    };
  }, [api, storage]);
  return { rows, live, pushes };
}
