// The padding of the monitor's first fit to the fleet: clear of the panels lying over the map (the
// alarm panel bottom right), so no vehicle sits under them (#30 item 6).

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Padding {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Margin kept around the vehicles, and the least room left for them in either direction. */
const MARGIN = 60;
const MIN_ROOM = 120;

/** Padding for fitting into `map` around the `panels` (screen boxes); a panel along the bottom lifts the bottom edge. */
export function fitPadding(map: Box, panels: readonly Box[]): Padding {
  const padding = { top: MARGIN, right: MARGIN, bottom: MARGIN, left: MARGIN };
  const height = map.bottom - map.top;
  for (const p of panels) {
    const overlaps = p.right > map.left && p.left < map.right && p.bottom > map.top && p.top < map.bottom;
    if (!overlaps) continue;
    // A panel in the lower half covers the map from its top edge down.
    if (p.top - map.top > height / 2) padding.bottom = Math.max(padding.bottom, map.bottom - p.top + MARGIN / 2);
  }
  padding.bottom = Math.min(padding.bottom, Math.max(MARGIN, height - padding.top - MIN_ROOM));
  return padding;
}
