import { describe, expect, it } from 'vitest';
import { advance, bearing, placeAt, step, stepDelayMs } from './playerClock';

describe('playerClock', () => {
  it('moves one point per 570 ms ÷ speed', () => {
    expect(stepDelayMs(5)).toBe(114);
    expect(advance(0, 114, 5, 10).position).toBeCloseTo(1);
    expect(advance(0, 57, 5, 10).position).toBeCloseTo(0.5);
    expect(advance(2, 38, 15, 10).position).toBeCloseTo(3);
  });

  it('stops at the last point', () => {
    expect(advance(8.5, 10_000, 5, 10)).toEqual({ position: 9, ended: true });
    expect(advance(0, 10, 5, 1)).toEqual({ position: 0, ended: true });
  });

  it('steps from the point shown (the nearest) to the next or previous one', () => {
    expect(step(2.4, 1, 10)).toBe(3);
    expect(step(2.4, -1, 10)).toBe(1);
    expect(step(2.6, -1, 10)).toBe(2);
    expect(step(3, -1, 10)).toBe(2);
    expect(step(3, 1, 10)).toBe(4);
    expect(step(0, -1, 10)).toBe(0);
    expect(step(9, 1, 10)).toBe(9);
  });

  it('places the vehicle between points, heading along the line', () => {
    const coords: Array<[number, number]> = [[114, 22], [114.1, 22], [114.1, 22]];
    const half = placeAt(coords, [0, 0, 45], 0.5)!;
    expect(half.at[0]).toBeCloseTo(114.05);
    expect(half.course).toBeCloseTo(90, 0);
    expect(placeAt(coords, [0, 0, 45], 2)!.course).toBe(45);
    expect(placeAt([], [], 0)).toBeUndefined();
  });

  it('computes bearings clockwise from north', () => {
    expect(bearing([114, 22], [114, 23])).toBeCloseTo(0);
    expect(bearing([114, 22], [114, 21])).toBeCloseTo(180);
    expect(bearing([114, 22], [113, 22])).toBeCloseTo(270, 0);
  });
});
