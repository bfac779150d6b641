#!/usr/bin/env node
// Benchmark of the playback page (issue 6) on loopback: one vehicle-day at 1 Hz (86,400 fixes) and
// one vehicle-month at 10 s (259,200 fixes) are written straight into SQLite, then
//   1. listVehTrackPoint.json: time to the whole reply and its size, for the day and the month, as
//      trackList and as the console's columns, and asked again unchanged (304);
//   2. the page in headless Chromium: time from navigation start to performance marks
//      playback:playable (player usable) and playback:drawn (first frame with the track), and to
//      the map's idle (the offline base map re-tiled for the track's view), for the day.
// Prints figures (the first visit, then three reloads and their median; BENCH_DEBUG=1 also every
// request of each visit); never fails the build. Usage: node scripts/bench-playback.mjs [build-dir]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, launchChromium, repo, signInAdmin, signedInPage } from './bench-lib.mjs';

const build = resolve(repo, process.argv[2] ?? 'build');
const DAY_S = 86_400;
const OFFSET_MS = 8 * 3600_000; // the server's zone, Asia/Shanghai
const RUNS = 7;

const sql = (db, text) => {
  const r = spawnSync('sqlite3', [db, text], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`sqlite3: ${r.stderr}`);
  return r.stdout.trim();
};
/** epoch ms → "yyyy-MM-dd HH:mm:ss" in the server's zone */
const local = (ms) => new Date(ms + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

// A device driving a lawn-mower pattern near Shenzhen: 50 minutes moving (30–126 km/h, rows of
// 2,000 s east then west), 10 minutes standing, every hour; ACC on, valid fixes.
function seedTrack(db, deviceId, startMs, stepS, count) {
  sql(db, `WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ${count - 1}),
    m(i, t, moving, moved) AS (
      SELECT i, i * ${stepS}, (i * ${stepS}) % 3600 < 3000,
             ((i * ${stepS}) / 3600) * 3000 + min((i * ${stepS}) % 3600, 3000) FROM s)
    INSERT INTO positions (device_id, fix_time, recv_time, lat, lon, speed, course, flags, mileage)
    SELECT ${deviceId}, ${startMs} + t * 1000, ${startMs} + t * 1000 + 400,
           22.40 + ((moved / 2000) % 40) * 0.01,
           113.80 + (CASE WHEN (moved / 2000) % 2 = 0 THEN moved % 2000 ELSE 2000 - moved % 2000 END) * 0.00015,
           CASE WHEN moving THEN 30 + (i % 97) ELSE 0 END,
           CASE WHEN (moved / 2000) % 2 = 0 THEN 90 ELSE 270 END,
           11, moved * 0.015 FROM m`);
}

const dir = mkdtempSync(join(tmpdir(), 'chelian-bench-playback-'));
const http = await freePort();
const db = join(dir, 'bench.db');
const sets = {
  'http.port': http, 'gateway.jt808_port': 0, 'gateway.gt06_port': 0, 'gateway.h02_port': -1, 'gateway.watch_port': -1, 'gateway.osmand_port': -1, 'store.sqlite_path': db,
  'web.root': join(repo, 'web', 'dist'), 'auth.captcha': 'off', 'log.level': 'warn',
};
const setArgs = Object.entries(sets).flatMap(([k, v]) => ['--set', `${k}=${v}`]);
const server = join(build, 'bin', 'chelian-server');

spawnSync(server, [...setArgs, 'admin', 'demo-seed', '--vehicles', '2'], { stdio: 'ignore' });
const [dayDev, monthDev] = sql(db, 'SELECT id || \'|\' || asset_id FROM devices ORDER BY id LIMIT 2').split('\n').map((l) => l.split('|').map(Number));
const now = Date.now();
const todayStart = now - ((now + OFFSET_MS) % (DAY_S * 1000));
const yesterday = todayStart - DAY_S * 1000;
const monthStart = todayStart - 30 * DAY_S * 1000;
let t0 = performance.now();
seedTrack(db, dayDev[0], yesterday, 1, DAY_S);
seedTrack(db, monthDev[0], monthStart, 10, (30 * DAY_S) / 10);
console.log(`seeded ${sql(db, 'SELECT COUNT(*) FROM positions')} fixes in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

const serverProc = spawn(server, setArgs, { stdio: 'ignore' });
const browser = await launchChromium();
try {
  const base = `http://127.0.0.1:${http}`;
  const { sid, user } = await signInAdmin(base);

  // 1. The API.
  const trackUrl = (vehicleId, from, to) =>
    `${base}/car/v1/accelerate/track/listVehTrackPoint.json?vehicleId=${vehicleId}&beginTime=${encodeURIComponent(local(from))}&endTime=${encodeURIComponent(local(to))}&filterTime=0`;
  // Fetched `RUNS` times each way: as is, gzipped as browsers ask (wire bytes from Content-Length),
  // and asked again with the tag of the copy a browser holds (`If-None-Match`: 304 without a body).
  const measure = async (label, url, acceptEncoding, tag) => {
    const times = [];
    let wire = 0;
    let points = 0;
    let encoding = '';
    let status = 0;
    const headers = { sessionId: sid, 'Accept-Encoding': acceptEncoding, ...(tag ? { 'If-None-Match': tag } : {}) };
    for (let r = 0; r < RUNS; r += 1) {
      t0 = performance.now();
      const res = await fetch(url, { headers });
      const body = await res.arrayBuffer();
      times.push(performance.now() - t0);
      status = res.status;
      wire = Number(res.headers.get('content-length') ?? body.byteLength);
      encoding = res.headers.get('content-encoding') ?? 'none';
      if (status === 200) points = JSON.parse(new TextDecoder().decode(body)).obj?.total ?? 0;
    }
    const what = status === 304 ? 'asked again unchanged (If-None-Match): status 304, no body' : `${points} points, ${wire >= 1e6 ? `${(wire / 1e6).toFixed(1)} MB` : `${(wire / 1e3).toFixed(0)} kB`} on the wire (encoding ${encoding})`;
    console.log(`listVehTrackPoint.json, ${label}: ${what}, ${times.map((t) => t.toFixed(0)).join(' / ')} ms (median ${median(times).toFixed(0)} ms)`);
  };
  const day = ['vehicle-day at 1 Hz', trackUrl(dayDev[1], yesterday, todayStart - 1000)];
  const month = ['vehicle-month at 10 s', trackUrl(monthDev[1], monthStart, todayStart - 1000)];
  for (const enc of ['identity', 'gzip']) for (const [label, url] of [day, month]) await measure(label, url, enc);
  // The console's form (columns=1, D175): the same points as columns of integers.
  for (const [label, url] of [day, month]) await measure(`${label} as columns (the console's form)`, `${url}&columns=1`, 'gzip');
  for (const [label, url] of [day, month]) {
    const tag = await fetch(url, { headers: { sessionId: sid, 'Accept-Encoding': 'gzip' } }).then(async (r) => (await r.arrayBuffer(), r.headers.get('etag') ?? ''));
    await measure(label, url, 'gzip', tag);
  }

  // 2. The page, stand-alone, the day's track; first visit then a reload.
  const page = await signedInPage(browser, base, { sid, user });
  const pageUrl = `${base}/child/car/playback?vehicleId=${dayDev[1]}&plate=bench&time=${encodeURIComponent(local(yesterday))}&urlType=blank`;
  const warmPlayable = [];
  for (const visit of ['first visit', 'second visit', 'third visit', 'fourth visit']) {
    await page.goto(pageUrl);
    const marks = await page.evaluate(async () => {
      const wait = (ms) => new Promise((r) => setTimeout(r, ms));
      const mark = (name) => performance.getEntriesByName(name)[0]?.startTime;
      while (mark('playback:drawn') === undefined || mark('playback:playable') === undefined) await wait(20);
      const reply = performance.getEntriesByType('resource').find((e) => e.name.includes('listVehTrackPoint.json'));
      const map = window.__CHELIAN_PLAYBACK__.map;
      await new Promise((r) => (map.loaded() ? r() : map.once('idle', r)));
      const idle = performance.now();
      const requests = performance.getEntriesByType('resource').map((e) => `${e.startTime.toFixed(0)}–${e.responseEnd.toFixed(0)} ${e.name.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`);
      return { drawn: mark('playback:drawn'), playable: mark('playback:playable'), idle, replyEnd: reply?.responseEnd, replyStart: reply?.startTime, replyBytes: reply?.transferSize, heap: performance.memory?.usedJSHeapSize, requests };
    });
    if (process.env.BENCH_DEBUG) for (const r of marks.requests) console.log(`  ${r}`);
    if (visit !== 'first visit') warmPlayable.push(marks.playable);
    console.log(
      `page, vehicle-day (86,400 points), ${visit}: track reply ${marks.replyStart?.toFixed(0)}–${marks.replyEnd?.toFixed(0)} ms (${marks.replyBytes} B on the wire: 304 when the browser's copy is current), ` +
        `playback:playable ${marks.playable.toFixed(0)} ms, playback:drawn ${marks.drawn.toFixed(0)} ms, whole map idle (base map too) ` +
        `${marks.idle.toFixed(0)} ms after navigation start` +
        (marks.heap ? `; JS heap ${(marks.heap / 1e6).toFixed(0)} MB` : ''),
    );
  }
  console.log(`page, vehicle-day, warm (visits 2–4): playback:playable median ${median(warmPlayable).toFixed(0)} ms after navigation start`);
} finally {
  await browser.close();
  serverProc.kill('SIGINT');
  await new Promise((r) => serverProc.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
