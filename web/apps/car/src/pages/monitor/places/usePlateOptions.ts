// The fleet's plates as the options of a vehicle picker, made only while its dialog is open: the
// monitor re-renders its dialogs every second with up to 50,000 vehicles (issue 28).
import { useMemo } from 'react';
import type { MonitorRow } from '@chelian/tracking';

export function usePlateOptions(vehicles: readonly MonitorRow[], open: boolean): Array<{ value: number; label: string }> {
  return useMemo(() => (open ? vehicles.map((v) => ({ value: v.V, label: v.P })) : []), [open, vehicles]);
}
