// 选择时间: a date-time range (seconds shown) for the filter card.
import { DatePicker } from 'antd';
import type { TimeRange } from './reportParams';
import { timeRangeTexts as texts } from '../texts';

export function TimeRangeField({ value, onChange }: { value: TimeRange | null; onChange: (range: TimeRange | null) => void }) {
  return (
    <DatePicker.RangePicker
      showTime
      allowClear={false}
      value={value}
      placeholder={[texts.start, texts.end]}
      aria-label={texts.label}
      onChange={(v) => onChange(v && v[0] && v[1] ? [v[0], v[1]] : null)}
    />
  );
}
