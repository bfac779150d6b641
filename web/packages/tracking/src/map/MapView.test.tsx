// MapView makes its MapLibre map in the task after its first render, and not at all while `hold`
// says the page's first data comes first (issue 28); once made, the map stays when hold comes back.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const made = vi.hoisted(() => ({ count: 0 }));
vi.mock('maplibre-gl', () => {
  class FakeMap {
    constructor() {
      made.count += 1;
    }
    on() {}
    addControl() {}
    resize() {}
    remove() {}
  }
  class Control {}
  return { Map: FakeMap, NavigationControl: Control, ScaleControl: Control, setWorkerUrl: () => undefined };
});
vi.mock('maplibre-gl/dist/maplibre-gl-worker.mjs?url', () => ({ default: '/worker.mjs' }));
vi.mock('maplibre-gl/dist/maplibre-gl.css', () => ({}));

const { MapView } = await import('./MapView');

class NoResize {
  observe() {}
  disconnect() {}
}

afterEach(() => {
  made.count = 0;
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('MapView', () => {
  it('makes the map in the next task, only once hold is off, and keeps it when hold comes back (issue 28)', () => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', NoResize);
    const view = render(<MapView center={[116, 39]} zoom={4} hold />);
    act(() => vi.runAllTimers());
    expect(made.count).toBe(0); // the track is not in yet
    view.rerender(<MapView center={[116, 39]} zoom={4} hold={false} />);
    expect(made.count).toBe(0); // not during the render that lets it go
    act(() => vi.runAllTimers());
    expect(made.count).toBe(1);
    view.rerender(<MapView center={[116, 39]} zoom={4} hold />);
    act(() => vi.runAllTimers());
    expect(made.count).toBe(1); // a new query does not remake the map
  });
});
