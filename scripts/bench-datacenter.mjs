#!/usr/bin/env node
// Benchmark of 数据中心's big screen (issue 23, docs/data-center.md), in headless Chromium on
// loopback with 10,000 vehicles (every one with a last position somewhere in China): the time from
// navigation start to the first contentful paint, to the counts shown (平台车辆总数 = 10,000) and to
// the province map drawn, at 1920×1080; and the two calls' times as the browser sees them.
// Prints figures; never fails the build. Usage: node scripts/bench-datacenter.mjs [build-dir]
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, launchChromium, repo, signInAdmin, signedInPage } from './bench-lib.mjs';

const build = resolve(repo, process.argv[2] ?? 'build');
const VEHICLES = 10_000;

const dir = mkdtempSync(join(tmpdir(), 'chelian-bench-datacenter-'));
const http = await freePort();
const db = join(dir, 'bench.db');
const sets = {
  'http.port': http, 'gateway.jt808_port': -1, 'gateway.gt06_port': -1, 'store.sqlite_path': db,
  'web.root': join(repo, 'web', 'dist'), 'auth.captcha': 'off', 'log.level': 'warn',
};
const setArgs = Object.entries(sets).flatMap(([k, v]) => ['--set', `${k}=${v}`]);
const server = join(build, 'bin', 'chelian-server');

console.log(`seeding ${VEHICLES} vehicles …`);
spawnSync(server, [...setArgs, 'admin', 'demo-seed', '--vehicles', String(VEHICLES)], { stdio: 'ignore' });
const now = Date.now();
spawnSync('sqlite3', [db, `INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, motion, motion_since)
  SELECT id, ${now} - (id % 40) * 60000, ${now} - (id % 40) * 60000, 22.0 + (abs(random()) % 200000) / 10000.0,
         100.0 + (abs(random()) % 220000) / 10000.0, 2, ${now} FROM devices`]);

const serverProc = spawn(server, setArgs, { stdio: 'ignore' });
const browser = await launchChromium();
try {
  const base = `http://127.0.0.1:${http}`;
  const { sid, user } = await signInAdmin(base);
  const page = await signedInPage(browser, base, { sid, user });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto(`${base}/child/dataCenter/home`);
  const t = await page.evaluate(async (expected) => {
    const wait = (ms) => new Promise((r) => setTimeout(r, ms));
    const text = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
    while (!text('tile-total').includes(expected)) await wait(10);
    const counts = performance.now();
    while (!document.querySelector('[data-testid="map"] canvas')) await wait(10);
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const map = performance.now();
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN;
    const call = (name) => performance.getEntriesByType('resource').find((e) => e.name.includes(name));
    const one = call('pageHomePageOne');
    const prov = call('provinceCounts');
    return { fcp, counts, map, oneStart: one ? one.startTime : NaN, one: one ? one.responseEnd - one.requestStart : NaN, prov: prov ? prov.responseEnd - prov.requestStart : NaN };
  }, VEHICLES.toLocaleString('zh-CN'));
  console.log(
    `big screen, ${VEHICLES} vehicles at 1920×1080: first contentful paint ${t.fcp.toFixed(0)} ms, counts shown ${t.counts.toFixed(0)} ms, ` +
      `province map drawn ${t.map.toFixed(0)} ms after navigation start; pageHomePageOne asked at ${t.oneStart.toFixed(0)} ms, answered in ${t.one.toFixed(0)} ms, provinceCounts in ${t.prov.toFixed(0)} ms (request to response end)`,
  );
} finally {
  await browser.close();
  serverProc.kill('SIGINT');
  await new Promise((r) => serverProc.once('exit', r));
  rmSync(dir, { recursive: true, force: true });
}
