// A held map draws nothing until resumed, then draws once (holds nest, and the box is marked while
// held); a resume waits for the map's sources (its idle) or the longest wait, whichever comes first,
// and can be cancelled; new data are drawn once they are loaded, unless the map moves (issue 28).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { holdDrawing, holdUntilLoaded, resumeWhenLoaded } from './drawHold';

function fakeMap(loaded = false, moving = false) {
  const listeners = new Map<string, Set<() => void>>();
  const render = vi.fn();
  const box = document.createElement('div');
  const map = {
    painter: { render },
    getContainer: () => box,
    triggerRepaint: vi.fn(),
    loaded: () => loaded,
    isMoving: () => moving,
    on: (event: string, fn: () => void) => listeners.set(event, (listeners.get(event) ?? new Set()).add(fn)),
    off: (event: string, fn: () => void) => listeners.get(event)?.delete(fn),
    fire: (event: string) => [...(listeners.get(event) ?? [])].forEach((fn) => fn()),
    listening: (event: string) => listeners.get(event)?.size ?? 0,
  };
  return { map, render, asMap: map as unknown as MaplibreMap };
}

afterEach(() => vi.useRealTimers());

describe('holdDrawing', () => {
  it('issue 28 draws nothing while held, and draws once when resumed', () => {
    const { map, render, asMap } = fakeMap();
    const resume = holdDrawing(asMap);
    map.painter.render();
    expect(render).not.toHaveBeenCalled();
    resume();
    expect(map.triggerRepaint).toHaveBeenCalledTimes(1);
    map.painter.render();
    expect(render).toHaveBeenCalledTimes(1);
    resume(); // a second resume changes nothing
    expect(map.triggerRepaint).toHaveBeenCalledTimes(1);
  });

  it('issue 28 draws again only when the last of several holds ends', () => {
    const { map, render, asMap } = fakeMap();
    const first = holdDrawing(asMap);
    expect(map.getContainer().dataset.drawing).toBe('held');
    const second = holdDrawing(asMap);
    first();
    expect(map.getContainer().dataset.drawing).toBe('held');
    first(); // the same hold ended twice counts once
    map.painter.render();
    expect(render).not.toHaveBeenCalled();
    expect(map.triggerRepaint).not.toHaveBeenCalled();
    second();
    expect(map.getContainer().dataset.drawing).toBeUndefined();
    expect(map.triggerRepaint).toHaveBeenCalledTimes(1);
    map.painter.render();
    expect(render).toHaveBeenCalledTimes(1);
    const third = holdDrawing(asMap); // held again after all ended: the painter's own render is kept
    third();
    map.painter.render();
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('issue 28 holds nothing on a map without a painter', () => {
    const map = { triggerRepaint: vi.fn() } as unknown as MaplibreMap;
    expect(() => holdDrawing(map)()).not.toThrow();
  });
});

describe('resumeWhenLoaded', () => {
  it('issue 28 resumes at once when loaded, else at the next idle', () => {
    const loaded = fakeMap(true);
    const now = vi.fn();
    resumeWhenLoaded(loaded.asMap, now, 1000);
    expect(now).toHaveBeenCalledTimes(1);

    vi.useFakeTimers();
    const loading = fakeMap(false);
    const later = vi.fn();
    resumeWhenLoaded(loading.asMap, later, 1000);
    vi.advanceTimersByTime(500);
    expect(later).not.toHaveBeenCalled();
    loading.map.fire('idle');
    expect(later).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000); // the longest wait no longer resumes again
    loading.map.fire('idle');
    expect(later).toHaveBeenCalledTimes(1);
    expect(loading.map.listening('idle')).toBe(0);
  });

  it('issue 28 resumes after the longest wait when the sources never load, and not once cancelled', () => {
    vi.useFakeTimers();
    const slow = fakeMap(false);
    const resume = vi.fn();
    resumeWhenLoaded(slow.asMap, resume, 1000);
    vi.advanceTimersByTime(999);
    expect(resume).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(resume).toHaveBeenCalledTimes(1);

    const cancelled = fakeMap(false);
    const never = vi.fn();
    resumeWhenLoaded(cancelled.asMap, never, 1000)();
    cancelled.map.fire('idle');
    vi.advanceTimersByTime(2000);
    expect(never).not.toHaveBeenCalled();
  });
});

describe('holdUntilLoaded', () => {
  it('issue 28 draws once when the new data are loaded, not before', () => {
    const { map, render, asMap } = fakeMap(false);
    holdUntilLoaded(asMap, 1000);
    map.painter.render(); // a tile came in: no frame
    expect(render).not.toHaveBeenCalled();
    map.fire('idle');
    expect(map.triggerRepaint).toHaveBeenCalledTimes(1);
    map.painter.render();
    expect(render).toHaveBeenCalledTimes(1);
    expect(map.listening('idle') + map.listening('movestart')).toBe(0);
  });

  it('issue 28 draws at once a map already loaded', () => {
    const { map, render, asMap } = fakeMap(true);
    holdUntilLoaded(asMap, 1000);
    map.painter.render();
    expect(render).toHaveBeenCalledTimes(1);
    expect(map.listening('idle') + map.listening('movestart')).toBe(0);
  });

  it('issue 28 draws at once when the map starts moving, and never holds a moving map', () => {
    const held = fakeMap(false);
    holdUntilLoaded(held.asMap, 1000);
    held.map.fire('movestart');
    held.map.painter.render();
    expect(held.render).toHaveBeenCalledTimes(1);
    expect(held.map.listening('idle') + held.map.listening('movestart')).toBe(0);

    const moving = fakeMap(false, true);
    holdUntilLoaded(moving.asMap, 1000);
    moving.map.painter.render();
    expect(moving.render).toHaveBeenCalledTimes(1);
  });

  it('issue 28 draws after the longest wait, or when ended by its caller', () => {
    vi.useFakeTimers();
    const slow = fakeMap(false);
    holdUntilLoaded(slow.asMap, 1000);
    vi.advanceTimersByTime(999);
    slow.map.painter.render();
    expect(slow.render).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    slow.map.painter.render();
    expect(slow.render).toHaveBeenCalledTimes(1);

    const ended = fakeMap(false);
    holdUntilLoaded(ended.asMap, 1000)();
    ended.map.painter.render();
    expect(ended.render).toHaveBeenCalledTimes(1);
    expect(ended.map.listening('idle') + ended.map.listening('movestart')).toBe(0);
  });
});
