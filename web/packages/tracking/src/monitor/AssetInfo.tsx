// The info window of one asset on AssetMonitor's map: its name, group, state and duration, fix time
// and address in the profile's words, then the app's own part (battery, lost mode, contract …).
import type { ReactNode } from 'react';
import { stateText } from '../vehicle/vehicleTexts';
import type { MonitorRow } from '../vehicle/monitorRow';
import type { AssetProfile } from '../profile/assetProfile';
import { useAddress } from '../address/useAddress';
import { assetInfoTexts as texts } from '../texts';
import styles from './AssetMonitor.module.css';

export interface AssetInfoProps {
  profile: AssetProfile;
  row: MonitorRow;
  now: number;
  /** The app's part, below the common lines. */
  panel?: ReactNode;
}

export function AssetInfo({ profile, row, now, panel }: AssetInfoProps) {
  const address = useAddress(row.X, row.Y);
  const lines: Array<[string, string]> = [
    [profile.nouns.group, row.GN || '--'],
    [texts.state, stateText(row, now)],
    [texts.fixTime, row.PT ?? '--'],
    [texts.address, address || '--'],
  ];
  return (
    <div className={styles.info} data-testid="asset-info">
      <div className={styles.name}>{row.P}</div>
      <dl className={styles.lines}>
        {lines.map(([k, v]) => (
          <div key={k} className={styles.line}>
            <dt>{k}：</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
      {panel ? <div className={styles.panel}>{panel}</div> : null}
    </div>
  );
}
