// The time-of-day greeting of the home page, by the clock of the server's zone like every other
// time of the console (#30 item 10: it followed the browser's clock).
import { SERVER_UTC_OFFSET_MINUTES } from '@chelian/tracking';
import { greetingTexts as texts } from '../../texts';

/** `now` as a Date whose local fields (getHours, dayjs formatting) read the server zone's wall clock. */
export function inServerZone(now: Date, utcOffsetMinutes = SERVER_UTC_OFFSET_MINUTES): Date {
  return new Date(now.getTime() + (utcOffsetMinutes + now.getTimezoneOffset()) * 60_000);
}

export function greetingFor(hour: number): string {
  if (hour < 5) return texts.lateNight;
  if (hour < 9) return texts.earlyMorning;
  if (hour < 12) return texts.morning;
  if (hour < 14) return texts.noon;
  if (hour < 18) return texts.afternoon;
  return texts.evening;
}
