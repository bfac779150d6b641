import { greetingTexts as texts } from '../../texts';
// The time-of-day greeting of the home page.

export function greetingFor(hour: number): string {
  if (hour < 5) return texts.lateNight;
  if (hour < 9) return texts.earlyMorning;
  if (hour < 12) return texts.morning;
  if (hour < 14) return texts.noon;
  if (hour < 18) return texts.afternoon;
  return texts.evening;
}
