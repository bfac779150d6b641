// 关联设备框 (§2.3, shown with 系统设置 7): over the map, the focused vehicle's other devices — same
// plate or frame number — with their state; a click focuses one. Nothing when it has none.
import type { AssociatedRow } from '../vehicle/associatedRows';
import { STATE_COLORS, stateText } from '../vehicle/vehicleTexts';
import { associatedBoxTexts as texts } from '../texts';
import styles from './AssociatedDevicesBox.module.css';

export interface AssociatedDevicesBoxProps {
  associated: readonly AssociatedRow[];
  now: number;
  onFocus: (id: number) => void;
}

export function AssociatedDevicesBox({ associated, now, onFocus }: AssociatedDevicesBoxProps) {
  if (associated.length === 0) return null;
  return (
    <div className={styles.box} role="region" aria-label={texts.title}>
      <div className={styles.title}>{texts.heading(associated.length)}</div>
      <ul className={styles.list}>
        {associated.map(({ row, carType }) => (
          <li key={row.V}>
            <button type="button" className={styles.item} onClick={() => onFocus(row.V)} title={texts.by[carType]}>
              <span className={styles.plate}>{row.P}</span>
              <span className={styles.terminal}>{`${row.T} ${row.N}`}</span>
              <span style={{ color: STATE_COLORS[row.Z] }}>{stateText(row, now)}</span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
