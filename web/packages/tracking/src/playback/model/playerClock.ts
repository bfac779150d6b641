// The player's clock: a fractional position along the track's points that advances with time at
// the chosen speed (慢 2.5 / 中 5 / 快 7.5 / 飚 15; one point per 570 ms ÷ speed, as the previous
// console), stepping, seeking, and the vehicle's place and heading between two points. Pure.
import type { LonLat } from '../../coords/coordSystems';
import { playerClockTexts as texts } from '../../texts';

export const BASE_STEP_MS = 570;

export const PLAYER_SPEEDS = [
  { label: texts.slow, factor: 2.5 },
  { label: texts.medium, factor: 5 },
  { label: texts.fast, factor: 7.5 },
  { label: texts.fastest, factor: 15 },
] as const;

export type SpeedFactor = (typeof PLAYER_SPEEDS)[number]['factor'];

export const DEFAULT_SPEED: SpeedFactor = 5;

export function stepDelayMs(factor: number): number {
  return BASE_STEP_MS / factor;
}

export function clampPosition(position: number, count: number): number {
  if (count <= 1) return 0;
  return Math.min(Math.max(position, 0), count - 1);
}

/** The position `elapsedMs` later; `ended` once the last point is reached. */
export function advance(position: number, elapsedMs: number, factor: number, count: number): { position: number; ended: boolean } {
  const next = clampPosition(position + Math.max(0, elapsedMs) / stepDelayMs(factor), count);
  return { position: next, ended: next >= count - 1 };
}

/** The point shown for a position (the nearest one). */
export function pointIndex(position: number, count: number): number {
  return Math.round(clampPosition(position, count));
}

/** One point forward (delta 1) or back (−1) from the point shown. */
export function step(position: number, delta: number, count: number): number {
  return clampPosition(pointIndex(position, count) + delta, count);
}

/** Initial bearing from a to b in degrees (0 = north, clockwise). */
export function bearing(a: LonLat, b: LonLat): number {
  const rad = Math.PI / 180;
  const y = Math.sin((b[0] - a[0]) * rad) * Math.cos(b[1] * rad);
  const x = Math.cos(a[1] * rad) * Math.sin(b[1] * rad) - Math.sin(a[1] * rad) * Math.cos(b[1] * rad) * Math.cos((b[0] - a[0]) * rad);
  return ((Math.atan2(y, x) / rad) % 360 + 360) % 360;
}

/**
 * Where the vehicle is drawn at `position`: on the straight line between the two points around it,
 * heading along that line when it moves, else with the point's reported course.
 */
export function placeAt(coords: readonly LonLat[], courses: ArrayLike<number>, position: number): { at: LonLat; course: number } | undefined {
  const n = coords.length;
  if (n === 0) return undefined;
  const p = clampPosition(position, n);
  const k = Math.floor(p);
  const f = p - k;
  const a = coords[k] as LonLat;
  const b = coords[Math.min(k + 1, n - 1)] as LonLat;
  const at: LonLat = [a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f];
  const moving = a[0] !== b[0] || a[1] !== b[1];
  const course = moving && f > 0 ? bearing(a, b) : Number(courses[k] ?? 0);
  return { at, course };
}
