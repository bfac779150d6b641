// Pure pieces of the big screen: the pies' slices (colours of the previous console, §2.2), the trend
// series from the date-keyed maps, and the scale of a wall display (1920×1080 design, any size).
import type { HomeCounts, RiskFigures } from '../service';
import { pieTexts as pies, trendTexts as trend } from '../../../texts';

/** The design size; everything is drawn in units of (container / design). */
export const DESIGN_WIDTH = 1920;
export const DESIGN_HEIGHT = 1080;

/** Pixels per design pixel for a container of `width`×`height` (the smaller fit, never 0). */
export function screenUnit(width: number, height: number): number {
  if (!(width > 0) || !(height > 0)) return 1;
  return Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT);
}

export interface Slice {
  name: string;
  value: number;
  color: string;
}

export function stateSlices(c: HomeCounts): Slice[] {
  return [
    { name: pies.online, value: c.onLineNum, color: '#0BA91D' },
    { name: pies.neverOnline, value: c.neverOnLine, color: '#E19604' },
    { name: pies.offline, value: c.offLineNum, color: '#6D6D6D' },
  ];
}

export function renewalSlices(c: HomeCounts): Slice[] {
  return [
    { name: pies.threeDays, value: c.expiredThreeNum, color: '#04AAE1' },
    { name: pies.sevenDays, value: c.expiredTwoNum, color: '#9604E1' },
    { name: pies.oneMonth, value: c.expiredOneNum, color: '#E19604' },
    { name: pies.expired, value: c.expiredFourNum, color: '#6d6d6d' },
  ];
}

/** 预备/已过期车辆: the four buckets together. */
export function renewalTotal(c: HomeCounts): number {
  return c.expiredOneNum + c.expiredTwoNum + c.expiredThreeNum + c.expiredFourNum;
}

export function wiredSlices(c: HomeCounts): Slice[] {
  return [
    { name: pies.wired, value: c.wiredNum, color: '#005AFD' },
    { name: pies.wireless, value: c.wirelessNum, color: '#04AAE1' },
  ];
}

const TYPE_COLORS = ['#0BA91D', '#E19604', '#9604E1', '#04AAE1', '#005AFD', '#E1045A', '#6D6D6D'];

/** typeList as slices: the six largest and the rest together. */
export function typeSlices(c: HomeCounts): Slice[] {
  const sorted = [...c.typeList].sort((a, b) => b.num - a.num);
  const head = sorted.slice(0, 6).map((t, i) => ({ name: t.nameType, value: t.num, color: TYPE_COLORS[i] as string }));
  const rest = sorted.slice(6).reduce((n, t) => n + t.num, 0);
  return rest > 0 ? [...head, { name: pies.otherTypes, value: rest, color: TYPE_COLORS[6] as string }] : head;
}

/** 结清车辆: settled and the rest; null while pageHomePageTwo has no answer. */
export function settledSlices(c: HomeCounts, risk: RiskFigures | null): Slice[] | null {
  if (!risk) return null;
  return [
    { name: pies.settledCount, value: risk.settleNum, color: '#04AAE1' },
    { name: pies.unsettled, value: Math.max(0, c.vehNum - risk.settleNum), color: '#6D6D6D' },
  ];
}

export type TrendRange = 'months' | 'days';

export interface TrendSeries {
  keys: string[];
  lines: Array<{ name: string; color: string; values: number[] }>;
}

/** The three lines of 新增车辆趋势 over the keys of the maps, in date order. */
export function trendSeries(c: HomeCounts, range: TrendRange): TrendSeries {
  const maps = range === 'months' ? c.twelveMonthMap : c.thirtyDayMap;
  const keys = [...new Set(maps.flatMap((m) => Object.keys(m)))].sort();
  const names = [trend.added, trend.settled, trend.activated];
  const colors = ['#005AFD', '#04AAE1', '#0BA91D'];
  return {
    keys,
    lines: names.map((name, i) => ({ name, color: colors[i] as string, values: keys.map((k) => maps[i]?.[k] ?? 0) })),
  };
}
