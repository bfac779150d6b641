// The 实时警报 ticker's rows: newest first, one row per alarm, never more than TICKER_MAX — the first
// page from the alarm list and every pushed alarm go through this reducer, so a screen left on for
// days holds the same number of rows.

export interface TickerRow {
  id: number;
  plate: string;
  group: string;
  type: string;
  /** yyyy-MM-dd HH:mm:ss, as the server formats it. */
  time: string;
}

export const TICKER_MAX = 30;

export type TickerAction = { kind: 'loaded'; rows: readonly TickerRow[] } | { kind: 'pushed'; rows: readonly TickerRow[] };

/** Rows of `first` then `second` without repeating an alarm, newest first (stable for equal times), at most `max`. */
function merged(first: readonly TickerRow[], second: readonly TickerRow[], max: number): TickerRow[] {
  const seen = new Set<number>();
  const out: TickerRow[] = [];
  for (const row of [...first, ...second]) {
    if (seen.has(row.id)) continue;
    seen.add(row.id);
    out.push(row);
  }
  out.sort((a, b) => (a.time === b.time ? 0 : a.time < b.time ? 1 : -1));
  return out.length > max ? out.slice(0, max) : out;
}

/** The ticker's next rows with at most `max` of them. */
export function reduceTicker(state: readonly TickerRow[], action: TickerAction, max: number): TickerRow[] {
  switch (action.kind) {
    case 'loaded':
      // The list answers what was raised before the push began; pushed rows it lacks are kept.
      return merged(action.rows, state, max);
    case 'pushed':
      // A push batch is oldest first: the newest ends on top.
      return merged([...action.rows].reverse(), state, max);
  }
}

/** The reducer of the screen: at most TICKER_MAX rows. */
export function tickerReducer(state: TickerRow[], action: TickerAction): TickerRow[] {
  return reduceTicker(state, action, TICKER_MAX);
}
