// Every vehicle of the monitor, however large the fleet: a small first page so that the list shows
// at once, then the whole list in pages of MONITOR_PAGE_SIZE (the server's largest), two at a time.
// `onRows` gets the rows known so far in the list's order; its `done` is true once, on the last call.
import type { MonitorRow } from '../vehicle/monitorRow';
import type { VehiclePage } from './monitorApi';

/** The first page: more rows than a list shows, small enough to arrive quickly. */
export const FIRST_PAGE_SIZE = 300;
const PARALLEL_PAGES = 2;

export type LoadVehiclePage = (pageNumber: number, pageSize: number) => Promise<VehiclePage>;

/** A vehicle appears once even when the list moved between two pages (vehicles added meanwhile). */
function uniqueRows(pages: readonly VehiclePage[]): MonitorRow[] {
  const seen = new Set<number>();
  const rows: MonitorRow[] = [];
  for (const page of pages)
    for (const row of page.data)
      if (!seen.has(row.V)) {
        seen.add(row.V);
        rows.push(row);
      }
  return rows;
}

export async function loadAllVehicles(load: LoadVehiclePage, pageSize: number, onRows: (rows: MonitorRow[], done: boolean) => void): Promise<void> {
  const first = await load(1, FIRST_PAGE_SIZE);
  if (first.data.length >= first.total || first.data.length < FIRST_PAGE_SIZE) {
    onRows(first.data, true);
    return;
  }
  onRows(first.data, false);
  const count = Math.ceil(first.total / pageSize);
  const pages: (VehiclePage | undefined)[] = new Array<VehiclePage | undefined>(count).fill(undefined);
  let shown = 0; // pages in `onRows` so far (a prefix: the list keeps its order)
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < count) {
      const index = next++;
      pages[index] = await load(index + 1, pageSize);
      let prefix = shown;
      while (prefix < count && pages[prefix]) prefix += 1;
      if (prefix > shown) {
        shown = prefix;
        onRows(uniqueRows(pages.slice(0, prefix) as VehiclePage[]), prefix === count);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, count) }, worker));
}
