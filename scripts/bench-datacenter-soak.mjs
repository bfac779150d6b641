#!/usr/bin/env node
// Memory of 数据中心's big screen over a simulated day (issue 23): 10,000 vehicles, 200 simulated
// devices reporting every second with frequent alarms (the live ticker's push), and the page's clock
// fast-forwarded a minute at a time so that each of its refreshes (one a minute) really runs against
// the server. Prints the page's JS heap after garbage collection, its DOM nodes and listeners, and the
// server's RSS at the start and every few simulated hours. Never fails the build.
// Usage: node scripts/bench-datacenter-soak.mjs [build-dir]  (BENCH_SOAK_HOURS 24, BENCH_SOAK_VEHICLES 10000)
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { benchServer, freePort, launchChromium, repo, seedLastPositions, signInAdmin, signedInPage, sleep, stopBench } from './bench-lib.mjs';

const build = resolve(repo, process.argv[2] ?? 'build');
const VEHICLES = Number(process.env.BENCH_SOAK_VEHICLES ?? 10_000);
const DEVICES = 200;
const HOURS = Number(process.env.BENCH_SOAK_HOURS ?? 24);
const MINUTE = 60_000;

const [http, jt808] = [await freePort(), await freePort()];
const bench = benchServer(build, 'soak', { 'http.port': http, 'gateway.jt808_port': jt808, 'gateway.gt06_port': -1 });
console.log(`seeding ${VEHICLES} vehicles …`);
bench.admin('demo-seed', '--vehicles', String(VEHICLES));
seedLastPositions(bench.db);

const serverProc = bench.start();
const rssMb = () => {
  const line = readFileSync(`/proc/${serverProc.pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
};
const browser = await launchChromium();
let sim;
try {
  const base = `http://127.0.0.1:${http}`;
  const { sid, user } = await signInAdmin(base);
  sim = spawn(join(build, 'bin', 'chelian-sim'), ['--devices', String(DEVICES), '--jt808-port', String(jt808), '--interval', '1', '--parked-interval', '1', '--alarm-chance', '1'], { stdio: 'ignore' });
  const page = await signedInPage(browser, base, { sid, user });
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.clock.install();
  const pending = new Set();
  page.on('request', (r) => {
    if (r.redirectedFrom()) pending.delete(r.redirectedFrom());
    pending.add(r);
  });
  page.on('requestfinished', (r) => pending.delete(r));
  page.on('requestfailed', (r) => pending.delete(r));
  if (process.env.BENCH_DEBUG) {
    page.on('response', (r) => r.url().includes('/home/') && console.log(new Date().toISOString().slice(11, 23), r.status(), r.url().slice(40, 120), r.request().timing().responseEnd.toFixed(0)));
    page.on('requestfailed', (r) => console.log('failed', r.url().slice(0, 120), r.failure()?.errorText));
    page.on('console', (m) => console.log('console', m.text().slice(0, 200)));
  }
  await page.goto(`${base}/child/dataCenter/home`);
  try {
    await page.getByTestId('tile-total').filter({ hasText: VEHICLES.toLocaleString('zh-CN') }).waitFor({ timeout: 180_000 });
  } catch (e) {
    await page.screenshot({ path: join(tmpdir(), 'chelian-bench-soak.png') });
    throw e;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  // Every call of the last refresh answered (the clock must not pass a pending call's timeout).
  const settle = async () => {
    await sleep(30);
    for (let i = 0; i < 12_000 && pending.size > 0; i += 1) await sleep(10);
    if (pending.size > 0 && process.env.BENCH_DEBUG) console.log('still pending', [...pending].map((r) => r.url().slice(0, 100)));
  };
  const sample = async (minutes) => {
    await cdp.send('HeapProfiler.collectGarbage');
    const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
    const rows = await page.evaluate(() => document.querySelectorAll('[data-testid="ticker-row"]').length);
    return { hours: minutes / 60, heap: m.JSHeapUsedSize / 1048576, nodes: m.Nodes, listeners: m.JSEventListeners, rows, rss: rssMb() };
  };
  await sleep(5000);  // the devices connect; the first alarms reach the ticker
  const samples = [await sample(0)];
  const started = performance.now();
  const every = Math.max(1, Math.round(HOURS / 6)) * 60;
  for (let minute = 1; minute <= HOURS * 60; minute += 1) {
    await page.clock.fastForward(MINUTE);
    await settle();
    if (minute % every === 0 || minute === HOURS * 60) samples.push(await sample(minute));
    if (process.env.BENCH_DEBUG && minute % 10 === 0) console.log(`minute ${minute}, ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  const wall = (performance.now() - started) / 1000;
  for (const s of samples)
    console.log(
      `  ${String(s.hours.toFixed(0)).padStart(2)} h: JS heap ${s.heap.toFixed(1)} MB after GC, DOM nodes ${s.nodes}, listeners ${s.listeners}, ` +
        `ticker rows ${s.rows}, server RSS ${s.rss.toFixed(0)} MB`,
    );
  const first = samples.length > 2 ? samples[1] : samples[0];  // after the first hours' warm-up when there are more
  const last = samples[samples.length - 1];
  console.log(
    `big screen soak, ${VEHICLES} vehicles, ${DEVICES} devices streaming alarms: ${HOURS} simulated hours (${HOURS * 60} refreshes) in ${wall.toFixed(0)} s; ` +
      `JS heap ${samples[0].heap.toFixed(1)} → ${last.heap.toFixed(1)} MB (${(((last.heap - first.heap) / Math.max(1, last.hours - first.hours)) * 1024).toFixed(0)} KB per simulated hour), ` +
      `DOM nodes ${samples[0].nodes} → ${last.nodes}, server RSS ${samples[0].rss.toFixed(0)} → ${last.rss.toFixed(0)} MB`,
  );
} finally {
  await stopBench({ sim, browser, serverProc, dir: bench.dir });
}
