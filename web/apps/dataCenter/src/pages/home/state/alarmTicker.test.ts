// Tests of the 实时警报 ticker's reducer: newest first, no repeated alarm, and bounded however long
// the screen runs.
import { describe, expect, it } from 'vitest';
import { TICKER_MAX, reduceTicker, tickerReducer, type TickerRow } from './alarmTicker';

const two = (n: number) => String(n).padStart(2, '0');
const row = (id: number, second: number): TickerRow => ({
  id,
  plate: `粤B${String(id).padStart(5, '0')}`,
  group: '一车队',
  type: '超速报警',
  time: `2026-11-28 ${two(Math.floor(second / 3600))}:${two(Math.floor(second / 60) % 60)}:${two(second % 60)}`,
});

describe('alarm ticker', () => {
  it('puts pushed alarms on top, newest first', () => {
    let s = tickerReducer([], { kind: 'loaded', rows: [row(2, 20), row(1, 10)] });
    s = tickerReducer(s, { kind: 'pushed', rows: [row(3, 30), row(4, 40)] });
    expect(s.map((r) => r.id)).toEqual([4, 3, 2, 1]);
  });

  it('shows an alarm once when the list and the push both bring it', () => {
    let s = tickerReducer([], { kind: 'pushed', rows: [row(5, 50)] });
    s = tickerReducer(s, { kind: 'loaded', rows: [row(5, 50), row(1, 10)] });
    s = tickerReducer(s, { kind: 'pushed', rows: [row(5, 50)] });
    expect(s.map((r) => r.id)).toEqual([5, 1]);
  });

  it('keeps at most TICKER_MAX rows over a day of pushes', () => {
    let s: TickerRow[] = [];
    for (let i = 0; i < 86_400; i += 7) s = tickerReducer(s, { kind: 'pushed', rows: [row(i, i), row(i + 1, i + 1)] });
    expect(s).toHaveLength(TICKER_MAX);
    expect(s[0]?.id).toBe(86_395); // the last one pushed (86_394 + 1)
  });

  it('cuts a long first page to the bound', () => {
    const rows = Array.from({ length: 200 }, (_, i) => row(i, i));
    expect(reduceTicker([], { kind: 'loaded', rows }, 10).map((r) => r.id)).toEqual([199, 198, 197, 196, 195, 194, 193, 192, 191, 190]);
  });
});
