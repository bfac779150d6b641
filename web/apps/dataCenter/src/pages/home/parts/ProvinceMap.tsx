// 车辆分布: the province map coloured by the vehicles whose last point is in each province.
import { useEffect, useMemo, useState } from 'react';
import { EChart } from '@chelian/reports/charts';
import type { ProvinceCount } from '../service';
import { provinceMapOption } from '../state/chartOptions';
import { PROVINCE_MAP, initMapChart, loadProvinceOutlines } from './mapEngine';
import { mapTexts as texts } from '../../../texts';
import styles from '../HomePage.module.css';

/** `start`: load the outlines now (after the figures are on the screen: parsing them takes a while). */
export function ProvinceMap({ counts, u, start }: { counts: readonly ProvinceCount[]; u: number; start: boolean }) {
  const [borders, setBorders] = useState<number[][][] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    if (!start) return undefined;
    let live = true;
    loadProvinceOutlines().then(
      (lines) => live && setBorders(lines),
      () => live && setBorders('failed'),
    );
    return () => {
      live = false;
    };
  }, [start]);
  const option = useMemo(() => (typeof borders === 'string' ? {} : provinceMapOption(PROVINCE_MAP, counts, borders, u)), [counts, borders, u]);
  if (borders === 'failed') return <div className={styles.pieEmpty}>{texts.loadFailed}</div>;
  if (borders === 'loading') return null;
  return <EChart option={option} height="100%" ariaLabel={texts.title} init={initMapChart} />;
}
