// 实时警报: the newest alarms as a table that scrolls upwards when they do not fit (the list shown
// twice so the scroll wraps around; paused under the pointer).
import { tickerTexts as texts } from '../../../texts';
import type { TickerRow } from '../state/alarmTicker';
import styles from '../HomePage.module.css';

/** Rows that fit without scrolling. */
export const TICKER_VISIBLE = 8;

function Rows({ rows, copy }: { rows: readonly TickerRow[]; copy: boolean }) {
  return (
    <>
      {rows.map((r) => (
        <div key={`${copy ? 'b' : 'a'}${r.id}`} className={styles.tickerRow} aria-hidden={copy || undefined} data-testid={copy ? undefined : 'ticker-row'}>
          <span>{r.plate}</span>
          <span>{r.group}</span>
          <span className={styles.tickerType}>{r.type}</span>
          <span>{r.time.slice(5)}</span>
        </div>
      ))}
    </>
  );
}

export function AlarmTicker({ rows }: { rows: readonly TickerRow[] }) {
  const scrolls = rows.length > TICKER_VISIBLE;
  return (
    <div className={styles.ticker} role="table" aria-label={texts.title}>
      <div className={`${styles.tickerRow} ${styles.tickerHead}`} role="row">
        <span>{texts.plate}</span>
        <span>{texts.group}</span>
        <span>{texts.type}</span>
        <span>{texts.time}</span>
      </div>
      <div className={styles.tickerWindow}>
        {rows.length === 0 ? (
          <div className={styles.pieEmpty}>{texts.empty}</div>
        ) : (
          <div className={scrolls ? styles.tickerScroll : undefined} style={scrolls ? { animationDuration: `${rows.length * 2.5}s` } : undefined}>
            <Rows rows={rows} copy={false} />
            {scrolls && <Rows rows={rows} copy />}
          </div>
        )}
      </div>
    </div>
  );
}
