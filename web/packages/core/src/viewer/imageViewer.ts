// Image viewer state (R-DLG-3): an initial index into a url list, zoom by a rate of 1.2, rotation,
// previous/next wrapping; a backdrop click closes, Escape does not.

export const IMAGE_VIEWER_ZOOM_RATE = 1.2;
export const IMAGE_VIEWER_CLOSE_ON_BACKDROP = true;
export const IMAGE_VIEWER_CLOSE_ON_ESCAPE = false;
const MIN_SCALE = 0.2;
const MAX_SCALE = 10;

export interface ViewerState {
  urls: string[];
  index: number;
  scale: number;
  rotation: number;
}

export function openViewer(urls: readonly string[], initialIndex = 0): ViewerState {
  const last = Math.max(urls.length - 1, 0);
  const index = Number.isInteger(initialIndex) ? Math.min(Math.max(initialIndex, 0), last) : 0;
  return { urls: [...urls], index, scale: 1, rotation: 0 };
}

export function zoomIn(s: ViewerState): ViewerState {
  return { ...s, scale: Math.min(s.scale * IMAGE_VIEWER_ZOOM_RATE, MAX_SCALE) };
}

export function zoomOut(s: ViewerState): ViewerState {
  return { ...s, scale: Math.max(s.scale / IMAGE_VIEWER_ZOOM_RATE, MIN_SCALE) };
}

export function rotate(s: ViewerState): ViewerState {
  return { ...s, rotation: (s.rotation + 90) % 360 };
}

/** Moves by `step` (±1), wrapping; the zoom and rotation reset for the new image. */
export function step(s: ViewerState, by: number): ViewerState {
  const n = s.urls.length;
  if (n === 0) return s;
  return { ...s, index: (((s.index + by) % n) + n) % n, scale: 1, rotation: 0 };
}

export type ViewerCloseReason = 'backdrop' | 'escape' | 'button';

/** Whether a close request of this kind closes the viewer. */
export function closes(reason: ViewerCloseReason): boolean {
  if (reason === 'backdrop') return IMAGE_VIEWER_CLOSE_ON_BACKDROP;
  if (reason === 'escape') return IMAGE_VIEWER_CLOSE_ON_ESCAPE;
  return true;
}
