// The import's per-row results as the dialog lists them: failed rows first (in sheet order), then
// the rows that went in.
import type { ImportRow } from '../service';

export function rowsForReview(rows: ImportRow[]): ImportRow[] {
  return [...rows].sort((a, b) => a.ok - b.ok || a.rowNo - b.rowNo);
}
