// 车辆分布: the province map coloured by the vehicles whose last point is in each province.
import { useEffect, useMemo, useState } from 'react';
import { EChart } from '@chelian/reports/charts';
import type { ProvinceCount } from '../service';
import { provinceMapOption } from '../state/chartOptions';
import { PROVINCE_MAP, initMapChart, loadProvinceOutlines } from './mapEngine';
import { mapTexts as texts } from '../../../texts';
import styles from '../HomePage.module.css';

export function ProvinceMap({ counts, u }: { counts: readonly ProvinceCount[]; u: number }) {
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    let live = true;
    loadProvinceOutlines().then(
      () => live && setState('ready'),
      () => live && setState('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  const option = useMemo(() => provinceMapOption(PROVINCE_MAP, counts, u), [counts, u]);
  if (state === 'failed') return <div className={styles.pieEmpty}>{texts.loadFailed}</div>;
  if (state === 'loading') return null;
  return <EChart option={option} height="100%" ariaLabel={texts.title} init={initMapChart} />;
}
