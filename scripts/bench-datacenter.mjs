#!/usr/bin/env node
// Benchmark of 数据中心's big screen (issue 23, docs/data-center.md), in headless Chromium on
// loopback with 10,000 vehicles (every one with a last position somewhere in China): the time from
// navigation start to the first contentful paint, to the counts shown (平台车辆总数 = 10,000) and to
// the province map drawn, at 1920×1080; and the two calls' times as the browser sees them.
// Prints figures; never fails the build. Usage: node scripts/bench-datacenter.mjs [build-dir]
import { resolve } from 'node:path';
import { benchServer, freePort, launchChromium, repo, seedLastPositions, signInAdmin, signedInPage, stopBench } from './bench-lib.mjs';

const build = resolve(repo, process.argv[2] ?? 'build');
const VEHICLES = 10_000;

const http = await freePort();
const bench = benchServer(build, 'datacenter', { 'http.port': http, 'gateway.jt808_port': -1, 'gateway.gt06_port': -1 });
console.log(`seeding ${VEHICLES} vehicles …`);
bench.admin('demo-seed', '--vehicles', String(VEHICLES));
seedLastPositions(bench.db);

const serverProc = bench.start();
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
  await stopBench({ browser, serverProc, dir: bench.dir });
}
