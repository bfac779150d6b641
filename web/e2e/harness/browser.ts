// Launches Debian's Chromium headless through playwright-core with the flags this machine needs.
import { chromium, type Browser } from 'playwright-core';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

export const artifactsDir = resolve(here, '../artifacts');

/** The product's users are in China: the console's day ranges ("today") are the browser's days. */
export const USERS_TIME_ZONE = 'Asia/Shanghai';

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    // Without it Chromium takes the machine's zone (UTC on CI), and from 16:00 UTC the browser's
    // "today" is the day before the server's (China time).
    env: { ...process.env, TZ: USERS_TIME_ZONE },
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      // getUserMedia answers at once with a generated tone (the voice recorder, card.e2e.ts).
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  });
}

/** Path of a screenshot file under web/e2e/artifacts/ (created on demand). */
export function screenshotPath(name: string): string {
  mkdirSync(artifactsDir, { recursive: true });
  return join(artifactsDir, `${name}.png`);
}
