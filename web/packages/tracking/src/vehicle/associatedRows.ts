// 关联设备 (v3-console-inventory §2.3, 系统设置 7): the other devices of a vehicle — rows of the same
// plate or the same frame number (carType 0 / 1), as the risk centre's 多设备离线 groups them.
import type { MonitorRow } from './monitorRow';

/** How a row is tied to the focused one: 0 by plate, 1 by frame number. */
export interface AssociatedRow {
  row: MonitorRow;
  carType: 0 | 1;
}

/** The rows tied to `focused` by plate or frame number (empty ones tie nothing), itself left out, in list order. */
export function associatedRows(rows: readonly MonitorRow[], focused: Pick<MonitorRow, 'V' | 'P' | 'frameNo'>): AssociatedRow[] {
  const plate = focused.P.trim();
  const frame = (focused.frameNo ?? '').trim();
  const out: AssociatedRow[] = [];
  for (const r of rows) {
    if (r.V === focused.V) continue;
    if (plate && r.P.trim() === plate) out.push({ row: r, carType: 0 });
    else if (frame && (r.frameNo ?? '').trim() === frame) out.push({ row: r, carType: 1 });
  }
  return out;
}
