// What the browser benchmarks (bench-car.mjs, bench-playback.mjs) share: the repository's paths,
// free loopback ports, Debian's Chromium through playwright-core, waiting for the server, signing in,
// a page holding the session.
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(join(repo, 'web', 'package.json'))('playwright-core');

export const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export const freePort = () =>
  new Promise((ok) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => ok(port));
    });
  });

export const launchChromium = () =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });

/** Waits until the server at `base` answers, then signs in as the demo administrator. */
export async function signInAdmin(base) {
  for (let i = 0; i < 100; i += 1) {
    try {
      if ((await fetch(`${base}/oauth/loginPage`)).ok) break;
    } catch {
      await sleep(100);
    }
  }
  const login = await (await fetch(`${base}/oauth/v4/token`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'username=admin&password=admin123' })).json();
  const sid = login.obj.sessionId;
  const user = (await (await fetch(`${base}/car/v1/api/user/getUser.json`, { headers: { sessionId: sid } })).json()).obj;
  return { sid, user };
}

/** A 1366×768 page of `browser` that holds the session as the console stores it (no login form). */
export async function signedInPage(browser, base, { sid, user }) {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(`${base}/login`);
  await page.evaluate(([s, u]) => {
    localStorage.setItem('main_sessionId', JSON.stringify(s));
    localStorage.setItem('main_USER', JSON.stringify(u));
  }, [sid, user]);
  return page;
}
