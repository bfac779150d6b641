import { describe, expect, it } from 'vitest';
import { PlayerStore } from './playerStore';

/** Frames run by hand: each call of `run(t)` fires the pending frame at time t. */
function manualFrames() {
  let pending: ((t: number) => void) | undefined;
  return {
    request: (cb: (t: number) => void) => {
      pending = cb;
      return 1;
    },
    cancel: () => (pending = undefined),
    run(t: number) {
      const cb = pending;
      pending = undefined;
      cb?.(t);
    },
  };
}

describe('PlayerStore', () => {
  it('plays at the chosen speed and stops at the end', () => {
    const f = manualFrames();
    const p = new PlayerStore(f.request, f.cancel);
    p.load(4);
    p.setSpeed(5);
    p.play();
    f.run(1000);
    f.run(1114);
    expect(p.getState().position).toBeCloseTo(1);
    f.run(1114 + 10_000);
    expect(p.getState()).toMatchObject({ position: 3, playing: false });
  });

  it('pauses, seeks, steps and restarts from the beginning at the end', () => {
    const f = manualFrames();
    const p = new PlayerStore(f.request, f.cancel);
    p.load(10);
    p.seek(4.4);
    p.step(1);
    expect(p.getState().position).toBe(5);
    p.step(-1);
    expect(p.getState().position).toBe(4);
    p.seek(99);
    expect(p.getState().position).toBe(9);
    p.play();
    expect(p.getState()).toMatchObject({ position: 0, playing: true });
    p.pause();
    f.run(5000);
    expect(p.getState()).toMatchObject({ position: 0, playing: false });
  });

  it('does not play a track of fewer than two points', () => {
    const f = manualFrames();
    const p = new PlayerStore(f.request, f.cancel);
    p.load(1);
    p.play();
    expect(p.getState().playing).toBe(false);
  });
});
