// The speed colours' legend (km/h), shown on the map in speed mode.
import { SPEED_BUCKETS } from '../model/speedColors';
import styles from '../TrackPlayback.module.css';
import { speedLegendTexts as texts } from '../../texts';

export function SpeedLegend() {
  return (
    <div className={styles.legend} data-testid="speed-legend">
      <div className={styles.legendTitle}>{texts.title}</div>
      {SPEED_BUCKETS.map((b) => (
        <div key={b.label} className={styles.legendRow}>
          <i style={{ background: b.color }} />
          {b.label}
        </div>
      ))}
    </div>
  );
}
