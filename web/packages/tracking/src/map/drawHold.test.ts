// A held map draws nothing until resumed, then draws once; a resume waits for the map's sources
// (its idle) or the longest wait, whichever comes first, and can be cancelled (issue 28).
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { holdDrawing, resumeWhenLoaded } from './drawHold';

function fakeMap(loaded = false) {
  const listeners = new Map<string, Set<() => void>>();
  const render = vi.fn();
  const map = {
    painter: { render },
    triggerRepaint: vi.fn(),
    loaded: () => loaded,
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
