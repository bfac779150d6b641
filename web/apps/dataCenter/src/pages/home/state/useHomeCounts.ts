// The big screen's figures: pageHomePageOne, pageHomePageTwo's two and the province counts, loaded
// at mount and replaced every minute (one timer; each load replaces the previous figures, so a
// screen left on for days holds one set). A failed refresh keeps the last figures and says so.
import { useEffect, useState } from 'react';
import dayjs from 'dayjs';
import type { HomeApi, HomeCounts, ProvinceCount, RiskFigures } from '../service';

export const REFRESH_MS = 60_000;

export interface HomeFigures {
  counts: HomeCounts | null;
  risk: RiskFigures | null;
  provinces: readonly ProvinceCount[];
  updatedAt: string;
  failed: boolean;
}

const NONE: HomeFigures = { counts: null, risk: null, provinces: [], updatedAt: '', failed: false };

export function useHomeCounts(api: HomeApi): HomeFigures {
  const [figures, setFigures] = useState<HomeFigures>(NONE);
  useEffect(() => {
    let live = true;
    const load = async (quiet: boolean) => {
      const [counts, risk, provinces] = await Promise.allSettled([api.counts(quiet), api.riskFigures(), api.provinces(quiet)]);
      if (!live) return;
      setFigures((last) => ({
        counts: counts.status === 'fulfilled' ? counts.value : last.counts,
        risk: risk.status === 'fulfilled' ? risk.value : null,
        provinces: provinces.status === 'fulfilled' ? provinces.value : last.provinces,
        updatedAt: counts.status === 'fulfilled' ? dayjs().format('HH:mm:ss') : last.updatedAt,
        failed: counts.status === 'rejected',
      }));
    };
    void load(false);
    const timer = setInterval(() => void load(true), REFRESH_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [api]);
  return figures;
}
