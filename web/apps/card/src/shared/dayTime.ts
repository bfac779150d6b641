// Times of day as the card calls carry them ("HH:mm"): checking what a user typed in the 考勤规则
// and 巡更点 forms (the server names shifts that end the next day).
import { sharedTexts as texts } from '../texts';

/** Minutes after midnight of "HH:mm" (00:00 … 24:00), or undefined when malformed. */
export function dayMinute(text: string): number | undefined {
  const m = /^(\d{1,2}):(\d{2})$/.exec(text.trim());
  if (!m) return undefined;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (min > 59 || h > 24 || (h === 24 && min !== 0)) return undefined;
  return h * 60 + min;
}

/** An antd form rule accepting "HH:mm" only. */
export const dayMinuteRule = {
  validator: (_: unknown, v: string | undefined) => (dayMinute(v ?? '') !== undefined ? Promise.resolve() : Promise.reject(new Error(texts.timeFormat))),
};
