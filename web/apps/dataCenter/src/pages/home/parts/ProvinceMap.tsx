// 车辆分布: the province map coloured by the vehicles whose last point is in each province.
import { useEffect, useMemo, useState } from 'react';
import { EChart } from '@chelian/reports/charts';
import type { ProvinceCount } from '../service';
import { provinceMapOption } from '../state/chartOptions';
import { PROVINCE_MAP, initMapChart, loadProvinceOutlines } from './mapEngine';
import { mapTexts as texts } from '../../../texts';
import styles from '../HomePage.module.css';

export function ProvinceMap({ counts, u }: { counts: readonly ProvinceCount[]; u: number }) {
  const [borders, setBorders] = useState<number[][][] | 'loading' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    loadProvinceOutlines().then(
      (lines) => live && setBorders(lines),
      () => live && setBorders('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  const option = useMemo(() => (typeof borders === 'string' ? {} : provinceMapOption(PROVINCE_MAP, counts, borders, u)), [counts, borders, u]);
  if (borders === 'failed') return <div className={styles.pieEmpty}>{texts.loadFailed}</div>;
  if (borders === 'loading') return null;
  return <EChart option={option} height="100%" ariaLabel={texts.title} init={initMapChart} />;
}
