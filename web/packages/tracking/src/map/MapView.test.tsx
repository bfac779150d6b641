// MapView makes its MapLibre map in the task after its first render, and not at all while `hold`
// says the page's first data comes first (issue 28); once made, the map stays when hold comes back.
// With `holdDrawing` the map draws nothing until the page lets it and its sources have loaded.
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Made {
  count: number;
  last?: { fire: (event: string) => void; draw: () => void; painter: { render: () => void }; triggerRepaint: () => void; isLoaded: boolean };
}
const made = vi.hoisted((): Made => ({ count: 0 }));
vi.mock('maplibre-gl', () => {
  class FakeMap {
    private listeners = new Map<string, Set<() => void>>();
    readonly draw = () => undefined;
    painter = { render: this.draw };
    triggerRepaint = vi.fn();
    isLoaded = false;
    private readonly box: HTMLElement;
    constructor(options: { container: HTMLElement }) {
      this.box = options.container;
      made.count += 1;
      made.last = this;
    }
    getContainer() {
      return this.box;
    }
    on(event: string, fn: () => void) {
      this.listeners.set(event, (this.listeners.get(event) ?? new Set()).add(fn));
    }
    off(event: string, fn: () => void) {
      this.listeners.get(event)?.delete(fn);
    }
    fire(event: string) {
      for (const fn of [...(this.listeners.get(event) ?? [])]) fn();
    }
    loaded() {
      return this.isLoaded;
    }
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

/** A MapView made with its drawing held: its view, its (fake) map and its box. */
function renderHeld() {
  vi.useFakeTimers();
  vi.stubGlobal('ResizeObserver', NoResize);
  const view = render(<MapView center={[116, 39]} zoom={4} holdDrawing />);
  act(() => vi.runOnlyPendingTimers());
  return { view, map: made.last!, box: view.container.firstElementChild as HTMLElement };
}

afterEach(() => {
  made.count = 0;
  made.last = undefined;
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

  it('holds the drawing of a map made with holdDrawing until the page lets it draw and its sources are in (issue 28)', () => {
    const { view, map, box } = renderHeld();
    expect(box.dataset.drawing).toBe('held');
    expect(map.painter.render).not.toBe(map.draw);
    act(() => map.fire('load'));
    act(() => map.fire('idle')); // loaded, but the page has not let it draw
    expect(box.dataset.drawing).toBe('held');
    view.rerender(<MapView center={[116, 39]} zoom={4} holdDrawing={false} />);
    expect(box.dataset.drawing).toBe('held'); // its sources are still loading
    act(() => map.fire('idle'));
    expect(box.dataset.drawing).toBeUndefined();
    expect(map.triggerRepaint).toHaveBeenCalledTimes(1);
    expect(map.painter.render).toBe(map.draw);
  });

  it('draws a held map after the longest wait when its sources never load, and never holds one made without holdDrawing (issue 28)', () => {
    const { view, map, box } = renderHeld();
    act(() => map.fire('load'));
    view.rerender(<MapView center={[116, 39]} zoom={4} holdDrawing={false} />);
    act(() => vi.advanceTimersByTime(1499));
    expect(box.dataset.drawing).toBe('held');
    act(() => vi.advanceTimersByTime(1));
    expect(box.dataset.drawing).toBeUndefined();
    view.unmount();

    const plain = render(<MapView center={[116, 39]} zoom={4} />);
    act(() => vi.runOnlyPendingTimers());
    expect((plain.container.firstElementChild as HTMLElement).dataset.drawing).toBeUndefined();
    expect(made.last!.triggerRepaint).not.toHaveBeenCalled();
  });
});
