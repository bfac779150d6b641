// A MapLibre GL map in a div. Layers and tools are its children: each adds itself to the map on
// mount and removes itself on unmount. Text is drawn with the browser's fonts (no glyph server).
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { Map as MaplibreMapClass, NavigationControl, ScaleControl, setWorkerUrl, type Map as MaplibreMap } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import 'maplibre-gl/dist/maplibre-gl.css';
import { holdDrawing, resumeWhenLoaded } from './drawHold';
import { MapContext, SLOT_BASE, SLOT_OVERLAY, SLOT_TOP } from './mapContext';
import { MAP_FONT_FAMILY } from './mapFont';
import { mapControlTexts } from '../texts';

let workerConfigured = false;

/** How long a map whose drawing was held waits for its sources once the page lets it draw. */
const DRAW_WAIT_MS = 1500;
/** The longest a map's drawing is held from its making, whatever the page says. */
const DRAW_HOLD_MAX_MS = 10_000;

export interface MapViewProps {
  center: [number, number];
  zoom: number;
  children?: ReactNode;
  style?: CSSProperties;
  className?: string;
  /** Called with the map once its style is loaded (tests and benchmarks read it from window too). */
  onReady?: (map: MaplibreMap) => void;
  /** While true the map is not made yet: the page's first data comes first (issue 28). */
  hold?: boolean;
  /**
   * While true the map loads what it is given but draws nothing (drawHold.ts); then it draws once
   * its sources have loaded. A page whose first data take several steps is drawn once, whole.
   */
  holdDrawing?: boolean;
}

export function MapView({ center, zoom, children, style, className, onReady, hold = false, holdDrawing: drawingHeld = false }: MapViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [map, setMap] = useState<MaplibreMap | null>(null);
  const initial = useRef({ center, zoom, onReady, drawingHeld });
  // Resumes the drawing of a map made with it held (undefined: not held, or resumed).
  const resume = useRef<(() => void) | undefined>(undefined);
  const [started, setStarted] = useState(!hold); // once started, the map stays
  if (!hold && !started) setStarted(true);

  useEffect(() => {
    const box = container.current;
    if (!box || !started) return undefined;
    let m: MaplibreMap | undefined;
    let resize: ResizeObserver | undefined;
    let holdCap: ReturnType<typeof setTimeout> | undefined;
    // Made in the next task: creating the map (its WebGL context, its style) takes the main thread
    // for a few hundred ms on a slow machine, and the page's own effects (the data's first calls)
    // should start before it (issue 28).
    const timer = setTimeout(() => {
      const made = createMap(box, initial.current.center, initial.current.zoom);
      if (initial.current.drawingHeld) {
        const resumeHeld = holdDrawing(made);
        const resumeDrawing = () => {
          resume.current = undefined;
          resumeHeld();
        };
        resume.current = resumeDrawing;
        holdCap = setTimeout(resumeDrawing, DRAW_HOLD_MAX_MS);
      }
      made.on('load', () => {
        setMap(made);
        initial.current.onReady?.(made);
      });
      resize = new ResizeObserver(() => made.resize());
      resize.observe(box);
      m = made;
    }, 0);
    return () => {
      clearTimeout(timer);
      clearTimeout(holdCap);
      resume.current = undefined;
      resize?.disconnect();
      setMap(null);
      m?.remove();
    };
  }, [started]);

  // The page lets the map draw: it does once its sources are in.
  useEffect(() => {
    const resumeDrawing = resume.current;
    if (!map || drawingHeld || !resumeDrawing) return undefined;
    return resumeWhenLoaded(map, resumeDrawing, DRAW_WAIT_MS);
  }, [map, drawingHeld]);

  return (
    <div ref={container} className={className} style={{ position: 'relative', width: '100%', height: '100%', ...style }}>
      <MapContext.Provider value={map}>{map && children}</MapContext.Provider>
    </div>
  );
}

function createMap(box: HTMLDivElement, center: [number, number], zoom: number): MaplibreMap {
  if (!workerConfigured) {
    setWorkerUrl(workerUrl);
    workerConfigured = true;
  }
  const m = new MaplibreMapClass({
    container: box,
    center,
    zoom,
    maxZoom: 18,
    attributionControl: { compact: true },
    localIdeographFontFamily: MAP_FONT_FAMILY,
    // The controls' tooltips and the scale bar in Chinese (放大, 缩小, 米, 公里 …).
    locale: mapControlTexts,
    doubleClickZoom: false,
    // No symbol fade: live data re-renders every second, and each fade costs frames.
    fadeDuration: 0,
    style: {
      version: 8,
      sources: {},
      layers: [
        { id: 'sea', type: 'background', paint: { 'background-color': '#cfe3f3' } },
        ...[SLOT_BASE, SLOT_OVERLAY, SLOT_TOP].map((id) => ({
          id,
          type: 'background' as const,
          layout: { visibility: 'none' as const },
        })),
      ],
    },
  });
  m.addControl(new NavigationControl({ showCompass: false }), 'bottom-left');
  m.addControl(new ScaleControl({ unit: 'metric' }), 'bottom-left');
  return m;
}
