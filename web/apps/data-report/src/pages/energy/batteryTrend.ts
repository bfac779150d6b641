// 剩余电量 › 电量趋势: batteryTrend.json's days (the lowest and the last level reported each day) as
// chart lines over every day of the range; a day without a report is a gap, not a zero.
import { unwrap, type HttpClient } from '@chelian/core';

export const BATTERY_TREND_PATH = '/car/v1/accelerate/report/energyReport/batteryTrend.json';
export const TREND_DAYS = 30;

export interface BatteryDay {
  day: string; // yyyy-MM-dd
  min: number;
  last: number;
}

export interface BatteryTrendReply {
  data: BatteryDay[];
  startDay: string;
  endDay: string;
}

export interface BatteryTrendSeries {
  categories: string[]; // MM-dd
  min: (number | null)[];
  last: (number | null)[];
  reported: number; // days with a level
}

/** The days from startDay to endDay (inclusive, yyyy-MM-dd), each with its levels or nulls. */
export function batteryTrendSeries(reply: BatteryTrendReply): BatteryTrendSeries {
  const byDay = new Map(reply.data.map((d) => [d.day, d]));
  const out: BatteryTrendSeries = { categories: [], min: [], last: [], reported: 0 };
  const end = Date.parse(`${reply.endDay}T00:00:00Z`);
  for (let t = Date.parse(`${reply.startDay}T00:00:00Z`); Number.isFinite(t) && t <= end; t += 86_400_000) {
    const day = new Date(t).toISOString().slice(0, 10);
    const d = byDay.get(day);
    out.categories.push(day.slice(5));
    out.min.push(d && d.min >= 0 ? d.min : null);
    out.last.push(d && d.last >= 0 ? d.last : null);
    if (d) out.reported += 1;
  }
  return out;
}

/** The last TREND_DAYS days up to today of one vehicle. */
export async function fetchBatteryTrend(http: HttpClient, vehicleId: number, today: Date): Promise<BatteryTrendReply> {
  const pad = (n: number) => String(n).padStart(2, '0');
  const day = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  const start = new Date(today.getFullYear(), today.getMonth(), today.getDate() - (TREND_DAYS - 1));
  const reply = unwrap(
    await http.get<BatteryTrendReply>(BATTERY_TREND_PATH, { vehicleId, startTime: `${day(start)} 00:00:00`, endTime: `${day(today)} 23:59:59` }),
  );
  return { data: Array.isArray(reply?.data) ? reply.data : [], startDay: reply?.startDay ?? day(start), endDay: reply?.endDay ?? day(today) };
}
