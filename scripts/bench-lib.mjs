// What the browser benchmarks (bench-car, bench-playback, bench-datacenter, bench-datacenter-soak)
// and the base map's raster builder share: the repository's paths, free loopback ports, a server on
// a throw-away database, Debian's Chromium through playwright-core, waiting for the server, signing
// in, a page holding the session.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
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

/**
 * A benchmark's server on a throw-away SQLite file in a temporary folder `chelian-bench-NAME-…`: the
 * console from web/dist, no captcha, warnings only, no sign-in limit per address (the simulator
 * signs all its devices in from one), then `sets`. `admin(...args)` runs an admin command on its
 * database; `start()` starts it.
 */
export function benchServer(build, name, sets) {
  const dir = mkdtempSync(join(tmpdir(), `chelian-bench-${name}-`));
  const db = join(dir, 'bench.db');
  const all = { 'store.sqlite_path': db, 'web.root': join(repo, 'web', 'dist'), 'auth.captcha': 'off', 'log.level': 'warn', 'gateway.logins_per_minute_per_address': 0, ...sets };
  const args = Object.entries(all).flatMap(([k, v]) => ['--set', `${k}=${v}`]);
  const bin = join(build, 'bin', 'chelian-server');
  return {
    dir,
    db,
    admin: (...command) => spawnSync(bin, [...args, 'admin', ...command], { stdio: 'ignore' }),
    start: () => spawn(bin, args, { stdio: 'ignore' }),
  };
}

/** Every device of `db` gets a last position somewhere in China, parked, reported in the last 40 minutes. */
export function seedLastPositions(db, now = Date.now()) {
  spawnSync('sqlite3', [db, `INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, motion, motion_since)
    SELECT id, ${now} - (id % 40) * 60000, ${now} - (id % 40) * 60000, 22.0 + (abs(random()) % 200000) / 10000.0,
           100.0 + (abs(random()) % 220000) / 10000.0, 2, ${now} FROM devices`]);
}

/** Stops what a benchmark started (any of them may be missing) and removes its folder. */
export async function stopBench({ sim, browser, serverProc, dir }) {
  sim?.kill('SIGINT');
  await browser?.close();
  if (serverProc) {
    serverProc.kill('SIGINT');
    await new Promise((r) => serverProc.once('exit', r));
  }
  if (dir) rmSync(dir, { recursive: true, force: true });
}
