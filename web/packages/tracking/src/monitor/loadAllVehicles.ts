// Every vehicle of the monitor, however large the fleet: a small first page so that the list shows
// at once, then the whole list in pages of MONITOR_PAGE_SIZE (the server's largest), four at a time.
// `onRows` gets the rows known so far in the list's order; its `done` is true once, on the last call.
// The caller's `load` names one snapshot (snapshotId) so that every page comes from one reading.
import type { MonitorRow } from '../vehicle/monitorRow';
import type { VehiclePage } from './monitorApi';

/** The first page: more rows than a list shows, small enough to arrive quickly. */
export const FIRST_PAGE_SIZE = 300;
const PARALLEL_PAGES = 4;

/** A snapshot id for the pages of one load (the server keeps that list for a few seconds). */
export function snapshotId(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

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

/** The pages of `pageSize` asked for at once after `first` (none when the first page holds every row). */
export function pagesAfterFirst(first: VehiclePage, pageSize: number): number[] {
  if (first.data.length >= first.total || first.data.length < FIRST_PAGE_SIZE) return [];
  const count = Math.min(PARALLEL_PAGES, Math.ceil(first.total / pageSize));
  return Array.from({ length: count }, (_, i) => i + 1);
}

/** `firstPage`: the first page when it was asked for already (vehiclePrefetch.ts); else asked for here. */
export async function loadAllVehicles(
  load: LoadVehiclePage,
  pageSize: number,
  onRows: (rows: MonitorRow[], done: boolean) => void,
  firstPage?: Promise<VehiclePage>,
): Promise<void> {
  const first = await (firstPage ?? load(1, FIRST_PAGE_SIZE));
  if (pagesAfterFirst(first, pageSize).length === 0) {
    onRows(first.data, true);
    return;
  }
  onRows(first.data, false);
  const count = Math.ceil(first.total / pageSize);
  // A page is asked for as soon as one of the others answers, before its rows are handed on (the
  // caller's work on them would delay the next request); the rows are handed on in the list's order.
  const requests: Promise<VehiclePage>[] = [];
  const ask = (): void => {
    const index = requests.length;
    if (index >= count) return;
    const request = load(index + 1, pageSize).then((page) => {
      ask();
      return page;
    });
    request.catch(() => undefined); // the first failure in order is thrown below; no later one goes unhandled
    requests.push(request);
  };
  for (let i = 0; i < PARALLEL_PAGES; i += 1) ask();
  const pages: VehiclePage[] = [];
  for (let index = 0; index < count; index += 1) {
    pages.push(await (requests[index] as Promise<VehiclePage>));
    onRows(uniqueRows(pages), index === count - 1);
  }
}
