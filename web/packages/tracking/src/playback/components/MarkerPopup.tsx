// The info window of a clicked marker: a track point (时间 / 停车 / 速度 / 里程 / 地址), an alarm
// (类型 / 开始 / 结束 / 地址) or a frequent stop place (停车时长 / 停车次数 / 地址).
import { durationText } from '../../vehicle/vehicleTexts';
import type { MarkerProps } from '../layers/PlaybackMarkersLayer';
import { speedText, stopDurationText, timeText } from '../model/pointTexts';
import { POINT_STOPPED, type Track } from '../model/trackModel';
import type { PeriodAlarm, StopPlace } from '../playbackApi';
import { AddressText } from '../../address/AddressText';
import styles from '../TrackPlayback.module.css';
import { markerPopupTexts as texts } from '../../texts';

export interface MarkerPopupProps {
  marker: MarkerProps;
  track: Track | undefined;
  alarms: readonly PeriodAlarm[];
  places: readonly StopPlace[];
}

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <b>{label}：</b>
      {children}
    </div>
  );
}

export function MarkerPopup({ marker, track, alarms, places }: MarkerPopupProps) {
  if (marker.kind === 'alarm') {
    const a = alarms[marker.ref];
    if (!a) return null;
    return (
      <div className={styles.popup}>
        <Line label={texts.alarmType}>{a.type}</Line>
        <Line label={texts.begin}>{a.timeBegin}</Line>
        <Line label={texts.end}>{a.timeEnd ?? texts.notEnded}</Line>
        <Line label={texts.alarmAddress}><AddressText lon={a.lonBegin} lat={a.latBegin} /></Line>
      </div>
    );
  }
  if (marker.kind === 'place') {
    const pl = places[marker.ref];
    if (!pl) return null;
    return (
      <div className={styles.popup}>
        <Line label={texts.stopDuration}>{durationText(pl.sT * 1000)}</Line>
        <Line label={texts.stopCount}>{pl.n}</Line>
        <Line label={texts.stopAddress}><AddressText lon={pl.oB} lat={pl.aB} /></Line>
        <div style={{ color: '#888' }}>{texts.stopPlaceHint}</div>
      </div>
    );
  }
  const p = track?.points[marker.ref];
  if (!p) return null;
  return (
    <div className={styles.popup}>
      <Line label={texts.time}>{timeText(p)}</Line>
      {p.x === POINT_STOPPED ? <Line label={texts.stopped}>{stopDurationText(p)}</Line> : <Line label={texts.speed}>{speedText(p)} km/h</Line>}
      <Line label={texts.mileage}>{Number(p.g).toFixed(2)} km</Line>
      <Line label={texts.address}><AddressText lon={p.o} lat={p.a} /></Line>
    </div>
  );
}
