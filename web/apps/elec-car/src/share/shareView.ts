// The public share page's content from the view call's answer: pure, so the page stays a few lines.
import { shareViewTexts as texts } from '../texts';

export interface SharedBike {
  plate: string;
  expiresAt: string;
  lat?: number;
  lon?: number;
  speed?: number;
  gpsTime?: string;
  batteryPct?: number;
}

/** Label–value lines of the card, in order. */
export function shareLines(b: SharedBike): Array<[string, string]> {
  const lines: Array<[string, string]> = [[texts.plate, b.plate]];
  if (b.gpsTime) lines.push([texts.gpsTime, b.gpsTime]);
  if (b.speed !== undefined) lines.push([texts.speed, texts.kmh(b.speed)]);
  if (b.batteryPct !== undefined && b.batteryPct >= 0 && b.batteryPct <= 100) lines.push([texts.battery, texts.pct(b.batteryPct)]);
  lines.push([texts.expiresAt, b.expiresAt]);
  return lines;
}

/** The token from the page's fragment (#t=…); the fragment never reaches a server's log. */
export function tokenOf(hash: string): string {
  const m = /[#&]t=([0-9a-f.]+)/.exec(hash);
  return m?.[1] ?? '';
}
