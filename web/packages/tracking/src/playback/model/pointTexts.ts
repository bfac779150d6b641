// Texts of the 轨迹详情 table and the info windows: time or stop span, speed or stop duration,
// component states (positioning, ACC, 盲补, battery). Direction words are vehicleTexts' directionText.
import { durationText } from '../../vehicle/vehicleTexts';
import { POINT_STOPPED, type TrackPoint } from './trackModel';
import { trackPointTexts as texts } from '../../texts';

export function timeText(p: Pick<TrackPoint, 't' | 'date'>): string {
  return p.date ? p.date.replace('~~', ' ~ ') : p.t;
}

/** How long a stop point stood: "12分钟" ("0秒" for none). */
export function stopDurationText(p: Pick<TrackPoint, 'm'>): string {
  return durationText(p.m * 1000) || texts.zeroSeconds;
}

/** "静止12分钟" on stop points, else the speed with one decimal. */
export function speedText(p: Pick<TrackPoint, 'x' | 's' | 'm'>): string {
  if (p.x === POINT_STOPPED) return texts.still(stopDurationText(p));
  return Number(p.s).toFixed(1);
}

/** "北斗+GPS ACC开 盲补数据 电量:80%". */
export function statesText(p: Pick<TrackPoint, 'i' | 'e' | 'b' | 'power'>): string {
  const parts = [p.i ? texts.beidouGps : texts.weakSignal, p.e === 1 ? texts.accOff : texts.accOn];
  if (p.b === 1) parts.push(texts.backfilled);
  if (p.power !== undefined) parts.push(texts.battery(p.power));
  return parts.join(' ');
}
