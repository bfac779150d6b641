// What a monitor subscribes to when its fleet is large (issue 28): everything, with the map's area
// (padded, in WGS-84) so that the server sends positions outside the view only every 60 s, and the
// focused vehicle always at once. Small fleets take everything at once (no area).
import { fromMap, type Crs } from '../coords/coordSystems';

/** From this many vehicles on, the monitor's live push follows its map's view. */
export const LIVE_AREA_MIN_VEHICLES = 2000;
/** Each side of the view is widened by this share, so a short pan finds fresh positions. */
export const LIVE_AREA_PADDING = 0.25;

export interface ViewBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The subscribe message's fields for a view in `crs`; `vehicles` stay live wherever they are. */
export function viewSubscription(view: ViewBounds, crs: Crs, vehicles: readonly number[], fleetSize: number): Record<string, unknown> {
  if (fleetSize < LIVE_AREA_MIN_VEHICLES) return { all: 1 };
  const padX = (view.east - view.west) * LIVE_AREA_PADDING;
  const padY = (view.north - view.south) * LIVE_AREA_PADDING;
  const [west, south] = fromMap([view.west - padX, view.south - padY], crs);
  const [east, north] = fromMap([view.east + padX, view.north + padY], crs);
  const round = (v: number) => Math.round(v * 1e4) / 1e4;
  const area = [Math.max(-180, round(west)), Math.max(-90, round(south)), Math.min(180, round(east)), Math.min(90, round(north))];
  return { all: 1, area, vehicles: [...vehicles] };
}
