// The 全部/在线/离线 counts of the monitor's rows, the same object while the numbers stay: a live
// update that changed no count does not draw the memoised alarm panel again.
import { useMemo } from 'react';
import { tabCounts, type TabCounts } from '../vehicle/vehicleFilter';
import type { MonitorRow } from '../vehicle/monitorRow';

export function useTabCounts(rows: readonly MonitorRow[]): TabCounts {
  const { all, online, offline } = useMemo(() => tabCounts(rows), [rows]);
  return useMemo(() => ({ all, online, offline }), [all, online, offline]);
}
