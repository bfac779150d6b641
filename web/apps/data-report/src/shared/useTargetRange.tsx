// The 选择时间 + 车辆车组 (or 选择车辆) part of a report's filter card: its state, prefilled from the
// asset's query params when the page was opened for a vehicle (R-ROUTE-9), its fields, and the
// check before a search (a Chinese warning names what is missing).
import { useState } from 'react';
import { App } from 'antd';
import { useSearchParams } from 'react-router-dom';
import {
  TargetPicker,
  TimeRangeField,
  checkRange,
  checkTarget,
  defaultRange,
  targetFromQuery,
  type FilterField,
  type ReportTarget,
  type TimeRange,
} from '@chelian/reports';
import { commonTexts as texts } from '../texts';

export interface TargetRange {
  target: ReportTarget;
  range: TimeRange;
}

export interface TargetRangeOptions {
  /** The range starts this many days before today (0: today). */
  daysBack?: number;
  /** Only one vehicle (选择车辆). */
  vehicleOnly?: boolean;
  /** No 选择时间 (the report has no range). */
  noRange?: boolean;
  /** The target may stay empty (离线统计: all the caller's vehicles). */
  optionalTarget?: boolean;
}

export function useTargetRange({ daysBack = 0, vehicleOnly, noRange, optionalTarget }: TargetRangeOptions = {}) {
  const { message } = App.useApp();
  const [query] = useSearchParams();
  const [fromQuery] = useState(() => targetFromQuery(query));
  const [range, setRange] = useState<TimeRange | null>(() => defaultRange(daysBack));
  const [target, setTarget] = useState<ReportTarget | undefined>(fromQuery);
  const fields: FilterField[] = [
    ...(noRange ? [] : [{ label: texts.time, node: <TimeRangeField value={range} onChange={setRange} /> }]),
    { label: vehicleOnly ? texts.vehicle : texts.target, node: <TargetPicker value={target} onChange={setTarget} {...(vehicleOnly ? { vehicleOnly } : {})} /> },
  ];
  /** The filter when it is complete; otherwise warns and answers undefined. */
  const read = (): { target: ReportTarget | undefined; range: TimeRange } | undefined => {
    const problem = (noRange ? undefined : checkRange(range)) ?? (optionalTarget && !target ? undefined : checkTarget(target, vehicleOnly));
    if (problem) {
      void message.warning(problem);
      return undefined;
    }
    return { target, range: range ?? defaultRange(daysBack) };
  };
  /** The filter a page opened for a vehicle searches at once. */
  const initial: TargetRange | undefined = fromQuery ? { target: fromQuery, range: defaultRange(daysBack) } : undefined;
  return { fields, read, initial };
}
