// 播放控制: play/pause, one point back/forward, the progress slider (seek), speeds 慢 / 中 / 快 / 飚,
// and the current point's time, speed and direction. Re-renders when the shown point, play state or
// speed changes — not on every animation frame of the moving vehicle.
import { useSyncExternalStore } from 'react';
import { Button, Segmented, Slider, Tooltip } from 'antd';
import { CaretRightOutlined, PauseOutlined, StepBackwardOutlined, StepForwardOutlined } from '@ant-design/icons';
import { directionText } from '../../vehicle/vehicleTexts';
import { PLAYER_SPEEDS, pointIndex, type SpeedFactor } from '../model/playerClock';
import type { PlayerStore } from '../model/playerStore';
import { speedText } from '../model/pointTexts';
import { POINT_STOPPED, type Track } from '../model/trackModel';
import styles from '../TrackPlayback.module.css';
import { playerBarTexts as texts } from '../../texts';

export function PlayerBar({ player, track }: { player: PlayerStore; track: Track | undefined }) {
  const count = track?.points.length ?? 0;
  const index = useSyncExternalStore(player.subscribe, () => pointIndex(player.getState().position, count));
  const playing = useSyncExternalStore(player.subscribe, () => player.getState().playing);
  const speed = useSyncExternalStore(player.subscribe, () => player.getState().speed);
  const usable = count > 1;
  const point = track?.points[index];
  return (
    <div className={styles.player} data-testid="player-bar" data-position={index}>
      <Tooltip title={texts.previous}>
        <Button size="small" icon={<StepBackwardOutlined />} disabled={!usable} onClick={() => player.step(-1)} aria-label={texts.previous} />
      </Tooltip>
      <Button
        type="primary"
        shape="circle"
        icon={playing ? <PauseOutlined /> : <CaretRightOutlined />}
        disabled={!usable}
        onClick={() => (playing ? player.pause() : player.play())}
        aria-label={playing ? texts.pause : texts.play}
      />
      <Tooltip title={texts.next}>
        <Button size="small" icon={<StepForwardOutlined />} disabled={!usable} onClick={() => player.step(1)} aria-label={texts.next} />
      </Tooltip>
      <Slider
        className={styles.slider}
        min={0}
        max={Math.max(0, count - 1)}
        step={1}
        value={index}
        disabled={!usable}
        tooltip={{ formatter: (v) => (v !== undefined ? track?.points[v]?.t : '') }}
        onChange={(v: number) => {
          player.pause();
          player.seek(v);
        }}
        aria-label={texts.progress}
      />
      <Segmented<SpeedFactor>
        size="small"
        options={PLAYER_SPEEDS.map((s) => ({ label: s.label, value: s.factor }))}
        value={speed}
        onChange={(v) => player.setSpeed(v)}
        aria-label={texts.speed}
      />
      <span className={styles.now} data-testid="player-now">
        {point ? `${point.t}  ${speedText(point)}${point.x === POINT_STOPPED ? '' : ' km/h'}  ${directionText(point.d)}  ${index + 1}/${count}` : texts.noTrack}
      </span>
    </div>
  );
}
