// Texts and colours of the monitor (v3-console-inventory §2.3, §4): vehicle state and its
// duration, direction in words, positioning type, concern levels, battery classes.
import type { MonitorRow, VehicleStateCode } from './monitorRow';
import { vehicleTextsTexts as texts } from '../texts';

export const STATE_NAMES: Readonly<Record<VehicleStateCode, string>> = {
  0: texts.offline,
  1: texts.driving,
  2: texts.parked,
  3: texts.neverOnline,
  4: texts.expired,
};

/** List colours: driving green, parked blue, alarm red, the rest grey. */
export const STATE_COLORS: Readonly<Record<VehicleStateCode | 'alarm', string>> = {
  1: '#16a34a',
  2: '#1677ff',
  0: '#8c8c8c',
  3: '#bfbfbf',
  4: '#bfbfbf',
  alarm: '#e02424',
};

export function isOnline(z: VehicleStateCode): boolean {
  return z === 1 || z === 2;
}

/** "3天2小时", "2小时5分", "12分钟", "40秒" — the same texts as the server's `d`. */
export function durationText(ms: number): string {
  if (!(ms > 0)) return '';
  const s = Math.floor(ms / 1000);
  const days = Math.floor(s / 86400);
  const hours = Math.floor((s % 86400) / 3600);
  const minutes = Math.floor((s % 3600) / 60);
  if (days > 0) return texts.daysHours(days, hours);
  if (hours > 0) return texts.hoursMinutes(hours, minutes);
  if (minutes > 0) return texts.minutes(minutes);
  return texts.seconds(s);
}

/** The zone the server writes its times in (Asia/Shanghai, UTC+8). */
export const SERVER_UTC_OFFSET_MINUTES = 480;

/** "yyyy-MM-dd HH:mm:ss" (the server's local time) → epoch ms, NaN when malformed. */
export function parseLocalTime(text: string | undefined, utcOffsetMinutes = SERVER_UTC_OFFSET_MINUTES): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!m) return Number.NaN;
  const [, y, mo, d, h, mi, s] = m.map(Number) as [number, number, number, number, number, number, number];
  return Date.UTC(y, mo - 1, d, h, mi, s) - utcOffsetMinutes * 60_000;
}

const pad2 = (n: number) => String(n).padStart(2, '0');

/** Epoch ms → "yyyy-MM-dd HH:mm:ss" in the server's zone (parseLocalTime's inverse). */
export function formatLocalTime(ms: number, utcOffsetMinutes = SERVER_UTC_OFFSET_MINUTES): string {
  const d = new Date(ms + utcOffsetMinutes * 60_000);
  return `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

/** "行驶(2小时5分)", "离线(3天2小时)", "从未上线", "过期". */
export function stateText(row: Pick<MonitorRow, 'Z' | 'd' | 'ZT'>, nowMs?: number): string {
  const name = STATE_NAMES[row.Z] ?? '';
  if (row.Z === 3 || row.Z === 4) return name;
  const since = parseLocalTime(row.ZT);
  const d = nowMs !== undefined && Number.isFinite(since) ? durationText(nowMs - since) : row.d;
  return d ? `${name}(${d})` : name;
}

/** 正北方向, 北偏东45度, 正东方向, … for a course in degrees (0 = north, clockwise). */
export function directionText(course: number | undefined): string {
  if (course === undefined || !Number.isFinite(course)) return '--';
  const c = ((Math.round(course) % 360) + 360) % 360;
  const exact: Record<number, string> = { 0: texts.north, 90: texts.east, 180: texts.south, 270: texts.west };
  if (exact[c]) return exact[c];
  if (c < 90) return texts.northEast(c);
  if (c < 180) return texts.southEast(180 - c);
  if (c < 270) return texts.southWest(c - 180);
  return texts.northWest(360 - c);
}

/** Positioning type G (§4.6). */
export function positioningText(g: number | undefined): string {
  const names = [texts.weakGps, texts.satellite, texts.wifi, texts.multiCell, texts.singleCell, texts.mixed];
  return g !== undefined && names[g] ? names[g] : '--';
}

export const CONCERN_LEVELS = [
  { level: 1, name: texts.high, color: '#cf1c24' },
  { level: 2, name: texts.medium, color: '#ff841f' },
  { level: 3, name: texts.low, color: '#00c45c' },
] as const;

export function concernOf(level: number): (typeof CONCERN_LEVELS)[number] | undefined {
  return CONCERN_LEVELS.find((c) => c.level === level);
}

/** Battery class by voltage: ≥3.95 电量充足, ≥3.8 电量适中, else 电量不足. */
export function batteryClass(voltage: number | undefined): string {
  if (voltage === undefined) return '';
  if (voltage >= 3.95) return texts.batteryFull;
  if (voltage >= 3.8) return texts.batteryMedium;
  return texts.batteryLow;
}

/** ACC状态: isAcc 1 = 关, 0 = 开, unknown '--'. */
export function accText(isAcc: number | undefined): string {
  if (isAcc === undefined) return '--';
  return isAcc ? texts.off : texts.on;
}

/** 断油电状态: oilIsNormal 1 = 断开, else 正常. */
export function oilText(oilIsNormal: number | undefined): string {
  return oilIsNormal ? texts.cut : texts.normal;
}
