// Which pre-cut water files of the offline map a view needs: the builder (scripts/build-basemap-water.mjs)
// cuts detailed water into square cells named "<west>_<south>" and lists those that hold any in cells.txt
// (the cell size on the first line, then one name a line).

export interface WaterIndex {
  /** Cell size in degrees. */
  cell: number;
  /** Names of the cells that exist, "<west>_<south>" in whole degrees. */
  cells: string[];
}

/** Reads cells.txt; an empty index when the text is not one. */
export function parseWaterIndex(text: string): WaterIndex {
  const [first, ...rest] = text.split('\n').map((l) => l.trim());
  const cell = Number(first);
  return Number.isFinite(cell) && cell > 0 ? { cell, cells: rest.filter((l) => /^-?\d+_-?\d+$/.test(l)) } : { cell: 0, cells: [] };
}

/** Zoom from which the detailed cells are drawn (below it the overview file). */
export const WATER_DETAIL_ZOOM = 9;

/** More cells than this in view means the view is too large for detail: none are loaded. */
const MAX_CELLS_IN_VIEW = 12;

/** The existing cells a view [west, south, east, north] (degrees) touches, at most MAX_CELLS_IN_VIEW. */
export function waterCellsInView(index: WaterIndex, [west, south, east, north]: [number, number, number, number]): string[] {
  const size = index.cell;
  if (!(size > 0)) return [];
  const x0 = Math.floor(west / size) * size;
  const y0 = Math.floor(south / size) * size;
  const wanted: string[] = [];
  for (let x = x0; x < east; x += size) for (let y = y0; y < north; y += size) wanted.push(`${x}_${y}`);
  if (wanted.length > MAX_CELLS_IN_VIEW) return [];
  const existing = new Set(index.cells);
  return wanted.filter((name) => existing.has(name));
}
