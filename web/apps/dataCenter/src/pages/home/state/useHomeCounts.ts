// The big screen's figures: pageHomePageOne, pageHomePageTwo's two and the province counts, loaded
// at mount and replaced every minute (one timer; each answer replaces the previous one, so a screen
// left on for days holds one set). Each call shows as soon as it answers (the counts do not wait for
// the map's). A failed refresh keeps the last figures and says so. 报警车辆数 is asked again a few
// seconds after the live push brings alarms (once for a burst), so the tile follows the ticker.
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import type { HomeApi, HomeCounts, ProvinceCount, RiskFigures } from '../service';

export const REFRESH_MS = 60_000;
/** After pushed alarms, pageHomePageTwo is asked once this long after the last of a burst. */
export const ALARM_RECOUNT_MS = 3_000;

export interface HomeFigures {
  counts: HomeCounts | null;
  risk: RiskFigures | null;
  provinces: readonly ProvinceCount[];
  updatedAt: string;
  failed: boolean;
}

const NONE: HomeFigures = { counts: null, risk: null, provinces: [], updatedAt: '', failed: false };

export function useHomeCounts(api: HomeApi, alarmPushes: number): HomeFigures {
  const [figures, setFigures] = useState<HomeFigures>(NONE);
  useEffect(() => {
    if (alarmPushes === 0) return;
    let live = true;
    const timer = setTimeout(() => {
      void api.riskFigures().then((risk) => live && risk && setFigures((last) => ({ ...last, risk })));
    }, ALARM_RECOUNT_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [api, alarmPushes]);
  useEffect(() => {
    let live = true;
    const update = (change: (last: HomeFigures) => Partial<HomeFigures>) => {
      if (live) setFigures((last) => ({ ...last, ...change(last) }));
    };
    const load = (quiet: boolean) => {
      api.counts(quiet).then(
        (counts) => update(() => ({ counts, updatedAt: dayjs().format('HH:mm:ss'), failed: false })),
        () => update(() => ({ failed: true })),
      );
      void api.riskFigures().then((risk) => update(() => ({ risk })));
      api.provinces(quiet).then(
        (provinces) => update(() => ({ provinces })),
        () => undefined, // the map keeps the last colours
      );
    };
    load(false);
    const timer = setInterval(() => load(true), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api]);
  return figures;
}
