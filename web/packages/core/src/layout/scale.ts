// Page scale relative to the 1366×768 design size, clamped to 0.5–1 (R-ROUTE-11).

export const DESIGN_WIDTH = 1366;
export const DESIGN_HEIGHT = 768;
export const MIN_SCALE = 0.5;
export const MAX_SCALE = 1;

/** The largest scale at which the design fits the window, within [0.5, 1]. */
export function computeScale(width: number, height: number): number {
  if (!Number.isFinite(width) || !Number.isFinite(height) || width <= 0 || height <= 0) return MAX_SCALE;
  const fit = Math.min(width / DESIGN_WIDTH, height / DESIGN_HEIGHT);
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, fit));
}
