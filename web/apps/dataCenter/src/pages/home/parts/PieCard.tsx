// A ring chart with its legend as text beside it (name and count of each slice), so the figures
// are readable on the wall and by the page's tests; "—" when the figures are not available.
import { useDeferredValue, useMemo } from 'react';
import { EChart } from '@chelian/reports/charts';
import { pieOption } from '../state/chartOptions';
import type { Slice } from '../state/screenModel';
import { homeTexts, pieTexts } from '../../../texts';
import styles from '../HomePage.module.css';

export function PieCard({ label, slices, u }: { label: string; slices: readonly Slice[] | null; u: number }) {
  // The chart after the figures: a new answer paints its numbers first.
  const drawn = useDeferredValue(slices);
  const option = useMemo(() => pieOption(drawn ?? [], u), [drawn, u]);
  const empty = !drawn || drawn.every((s) => s.value === 0);
  return (
    <div className={styles.pie}>
      <div className={styles.pieChart}>
        {empty ? <div className={styles.pieEmpty}>{drawn ? pieTexts.noData : homeTexts.unavailable}</div> : <EChart option={option} height="100%" ariaLabel={label} />}
      </div>
      <ul className={styles.legend} aria-label={label}>
        {(slices ?? []).map((s) => (
          <li key={s.name} data-testid={`legend-${s.name}`}>
            <i style={{ background: s.color }} />
            <span className={styles.legendName}>{s.name}</span>
            <b>{homeTexts.count(s.value)}</b>
          </li>
        ))}
      </ul>
    </div>
  );
}
