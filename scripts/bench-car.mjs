#!/usr/bin/env node
// Benchmark of the car sub-app's monitoring page (issue 5), in headless Chromium on loopback:
//   1. time to the first full render with 10,000 vehicles (BENCH_VEHICLES: 50000 for issue 28's
//      large account; list loaded, every vehicle on the map, the map idle), from navigation start,
//      for BENCH_RUNS (3) first visits, each in a new browser context, and their median;
//   2. main-thread busy time per second and the longest task while position updates stream in
//      (chelian-sim, BENCH_STREAMING devices reporting every second; 2,000 by default, issue 28).
// "list usable" is the first vehicle row in the document (a MutationObserver from the first script).
// Prints figures; never fails the build. BENCH_DEBUG=1 shows the simulator's progress and the page's requests; BENCH_PROFILE=<file> writes a CPU profile of the streaming sample and prints its top self times, BENCH_TRACE=<file> a Chrome trace of it and the main thread's time per event (both slow the page a little); BENCH_SCREENSHOT=<png> shows the page at its first full render; BENCH_RENDER_TIMEOUT_S (300) gives up on the first render and prints what the page holds; BENCH_WEB_ROOT=<dist>
// serves another build of the console (to compare before and after a change); BENCH_EMBEDDED=1 opens
// the monitor inside the shell (/car/monitor) instead of stand-alone (/child/car/monitor); BENCH_QUERY=?… is appended to the monitor's address. Usage: node scripts/bench-car.mjs [build-dir]
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { benchServer, freePort, launchChromium, repo, signInAdmin, signedInPage, sleep, stopBench } from './bench-lib.mjs';

/** The functions with the most self time in a CPU profile (V8's sampled nodes), as printable lines. */
function topSelfTimes(profile, count) {
  const byNode = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const f = byNode.get(id).callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, count).map(([k, ms]) => `${ms.toFixed(0).padStart(7)} ms  ${k}`).join('\n');
}

const build = resolve(repo, process.argv[2] ?? 'build');
const VEHICLES = Number(process.env.BENCH_VEHICLES ?? 10_000);
const EMBEDDED = Boolean(process.env.BENCH_EMBEDDED);
const MONITOR_PATH = EMBEDDED ? '/car/monitor' : '/child/car/monitor';
const STREAMING = Number(process.env.BENCH_STREAMING ?? 2_000);
const SAMPLE_S = 10;
const RENDER_TIMEOUT_S = Number(process.env.BENCH_RENDER_TIMEOUT_S ?? 300);
/** First visits measured (each in a new browser context): one run varies by ±300 ms on this machine. */
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

const [http, jt808, gt06] = [await freePort(), await freePort(), await freePort()];
const bench = benchServer(build, 'car', {
  'http.port': http, 'gateway.host': '127.0.0.1', 'gateway.jt808_port': jt808, 'gateway.gt06_port': gt06,
  // The other gateways off: their fixed ports may be taken by a server already running here.
  'gateway.h02_port': -1, 'gateway.watch_port': -1, 'gateway.osmand_port': -1,
  ...(process.env.BENCH_WEB_ROOT ? { 'web.root': process.env.BENCH_WEB_ROOT } : {}),
});
const db = bench.db;

console.log(`seeding ${VEHICLES} vehicles …`);
bench.admin('demo-seed', '--vehicles', String(VEHICLES));
// Every vehicle has a last position somewhere in eastern China (as after a day of traffic); the
// first 1,000 (driven by the simulator) get theirs from it, or the pipeline would drop their first
// fixes as impossible jumps from a random place.
const now = Date.now();
spawnSync('sqlite3', [db, `INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, speed, course, flags, mileage, motion, motion_since)
  SELECT id, ${now}, ${now}, 22.0 + (abs(random()) % 180000) / 10000.0, 104.0 + (abs(random()) % 180000) / 10000.0,
         0, abs(random()) % 360, 9, 1000, 2, ${now} FROM devices WHERE id > ${STREAMING}`]);

const serverProc = bench.start();
let sim;
const browser = await launchChromium();
try {
  const base = `http://127.0.0.1:${http}`;
  const { sid, user } = await signInAdmin(base);
  // A signed-in page in a context of its own (an empty cache: a first visit) that records the first
  // vehicle row in the list, and every long task (> 50 ms) of the main thread.
  const monitorPage = async () => {
    const made = await signedInPage(browser, base, { sid, user });
    await made.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('[data-testid="vehicle-list"] [data-vehicle-id]')) {
          window.__BENCH_LIST_USABLE__ = performance.now();
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
      window.__BENCH_LONG_TASKS__ = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__BENCH_LONG_TASKS__.push(e.duration);
      }).observe({ type: 'longtask', buffered: true });
    });
    return made;
  };

  // The streaming devices connect and report first, so all 10,000 vehicles have a position.
  sim = spawn(join(build, 'bin', 'chelian-sim'), ['--devices', String(STREAMING), '--jt808-port', String(jt808), '--gt06-port', String(gt06), '--interval', '1', '--parked-interval', '1', '--connects-per-s', '500'], { stdio: process.env.BENCH_DEBUG ? 'inherit' : 'ignore' });
  await sleep(12000);

  // 1. First full render (while the updates stream), RUNS times, each a first visit.
  const firstRender = async (page) => {
    await page.goto(`${base}${MONITOR_PATH}${process.env.BENCH_QUERY ?? ""}`);
    const rendered = await page.evaluate(async ([expected, timeoutMs]) => {
      const wait = (ms) => new Promise((r) => setTimeout(r, ms));
      const giveUp = performance.now() + timeoutMs;
      while (!(window.__CHELIAN_CAR_STATS__?.vehicles === expected && window.__CHELIAN_CAR_MAP__)) {
        if (performance.now() > giveUp) return { stuck: JSON.stringify({ stats: window.__CHELIAN_CAR_STATS__, map: !!window.__CHELIAN_CAR_MAP__, rows: document.querySelectorAll('[data-vehicle-id]').length, text: document.body.innerText.slice(0, 400) }) };
        await wait(20);
      }
      const map = window.__CHELIAN_CAR_MAP__;
      const loadedAt = window.__CHELIAN_CAR_STATS__.loadedAt;
      // The map's frames drawn from here (the list has the whole fleet) to idle (a map whose drawing
      // is held runs its frames' work but draws nothing).
      let frames = 0;
      const held = () => map.getContainer().closest('[data-drawing="held"]') !== null;
      map.on('render', () => (frames += held() ? 0 : 1));
      // The first 'idle' of a drawn map: the frame that drew it with every source loaded.
      let drawnIdle = false;
      const onIdle = () => {
        if (held()) return;
        drawnIdle = true;
        map.off('idle', onIdle);
      };
      map.on('idle', onIdle);
      const heldWhenSeen = held();
      // Every vehicle handed to the map's source (it exists, empty, before the first load reaches it).
      while (window.__CHELIAN_CAR_STATS__.mapFeatures !== expected) {
        if (performance.now() > giveUp) return { stuck: `the map has ${window.__CHELIAN_CAR_STATS__.mapFeatures} vehicles` };
        await wait(20);
      }
      // A map whose drawing is held (until its vehicles are given and its sources loaded) draws them
      // all in its first frame: its first 'idle' once drawn. No frame is forced (each costs 200–400 ms
      // with a software GPU), except for a map not held when first seen: an idle after a forced frame.
      if (!heldWhenSeen) {
        map.off('idle', onIdle);
        while (!map.getSource('vehicles') || !map.isSourceLoaded('vehicles')) await wait(20);
        await new Promise((r) => map.once('idle', r).triggerRepaint());
        drawnIdle = true;
      }
      while (!drawnIdle) await wait(5);
      // The base map's low-zoom images are page elements under the canvas: the map's idle does not wait for them.
      while ([...document.querySelectorAll('[data-underlay] img')].some((img) => !img.complete)) await wait(5);
      // 'idle' fires as the last frame is drawn, before the page shows it (with a software GPU the
      // canvas is read back then, 50–500 ms): the next frame's first task comes after.
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
      while (window.__BENCH_LIST_USABLE__ === undefined) await wait(20);
      return { listLoaded: loadedAt, listUsable: window.__BENCH_LIST_USABLE__, idle: performance.now(), frames };
    }, [VEHICLES, RENDER_TIMEOUT_S * 1000]);
    if (process.env.BENCH_DEBUG) {
      const entries = await page.evaluate(() => performance.getEntriesByType('resource').map((e) => `${e.startTime.toFixed(0)}–${e.responseEnd.toFixed(0)} ms ${e.name.replace(location.origin, '').slice(0, 90)} (${e.encodedBodySize} B)`));
      console.log(entries.join('\n'));
    }
    if (rendered.stuck) throw new Error(`no full render within ${RENDER_TIMEOUT_S} s: ${rendered.stuck}`);
    return rendered;
  };
  const renders = [];
  let page;
  for (let run = 1; run <= RUNS; run += 1) {
    await page?.context().close();
    page = await monitorPage();
    const rendered = await firstRender(page);
    renders.push(rendered);
    console.log(
      `first full render ${run}/${RUNS}, ${VEHICLES} vehicles${EMBEDDED ? ' inside the shell' : ''}: list data loaded ${rendered.listLoaded.toFixed(0)} ms, list usable (first row shown) ${rendered.listUsable.toFixed(0)} ms, ` +
        `map idle ${rendered.idle.toFixed(0)} ms after navigation start (${rendered.frames} map frames after the list's data)`,
    );
  }
  if (process.env.BENCH_SCREENSHOT) await page.screenshot({ path: process.env.BENCH_SCREENSHOT });
  // The median (of the middle two for an even count) and the range.
  const median = (key) => {
    const sorted = renders.map((r) => r[key]).sort((a, b) => a - b);
    const middle = (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.floor(sorted.length / 2)]) / 2;
    return `${middle.toFixed(0)} ms (${sorted[0].toFixed(0)}–${sorted[sorted.length - 1].toFixed(0)})`;
  };
  console.log(`first full render, ${VEHICLES} vehicles, median of ${RUNS}: list usable ${median('listUsable')}, map idle ${median('idle')}`);

  // 2. Streaming: 1,000 devices reporting every second.
  await sleep(3000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async () => Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]));
  const applied = () => page.evaluate(() => window.__CHELIAN_CAR_STATS__.applied);
  const [m0, a0] = [await metric(), await applied()];
  await page.evaluate(() => (window.__BENCH_LONG_TASKS__.length = 0));
  if (process.env.BENCH_PROFILE) await cdp.send('Profiler.enable').then(() => cdp.send('Profiler.start'));
  const traceEvents = [];
  if (process.env.BENCH_TRACE) {
    cdp.on('Tracing.dataCollected', (e) => traceEvents.push(...e.value));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,gpu,cc,viz,blink', transferMode: 'ReportEvents' });
  }
  await sleep(SAMPLE_S * 1000);
  const [m1, a1] = [await metric(), await applied()];
  const longTasks = await page.evaluate(() => window.__BENCH_LONG_TASKS__);
  if (process.env.BENCH_TRACE) {
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.end');
    await done;
    writeFileSync(process.env.BENCH_TRACE, JSON.stringify({ traceEvents }));
    const main = traceEvents.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
    const sums = new Map();
    for (const e of traceEvents) if (e.ph === 'X' && e.pid === main?.pid && e.tid === main?.tid) sums.set(e.name, [(sums.get(e.name)?.[0] ?? 0) + e.dur / 1000, (sums.get(e.name)?.[1] ?? 0) + 1]);
    console.log([...sums.entries()].sort((a, b) => b[1][0] - a[1][0]).slice(0, 40).map(([k, [ms, n]]) => `${ms.toFixed(0).padStart(7)} ms ${String(n).padStart(6)}x ${k}`).join('\n'));
  }
  if (process.env.BENCH_PROFILE) {
    const { profile } = await cdp.send('Profiler.stop');
    writeFileSync(process.env.BENCH_PROFILE, JSON.stringify(profile));
    console.log(topSelfTimes(profile, 30));
  }
  if (process.env.BENCH_DEBUG) console.log(spawnSync('sqlite3', [db, 'SELECT COUNT(*) FROM positions'], { encoding: 'utf8' }).stdout, await page.evaluate(() => JSON.stringify(window.__CHELIAN_CAR_STATS__)), await page.getByTestId('map-toolbar').textContent());
  const perSecond = (k) => ((m1[k] - m0[k]) / SAMPLE_S) * 1000;
  console.log(
    `streaming ${STREAMING} devices at 1 report/s: ${((a1 - a0) / SAMPLE_S).toFixed(0)} vehicle updates/s applied; main thread busy ` +
      `${perSecond('TaskDuration').toFixed(0)} ms/s (script ${perSecond('ScriptDuration').toFixed(0)} ms/s, layout ${perSecond('LayoutDuration').toFixed(0)} ms/s, ` +
      `style ${perSecond('RecalcStyleDuration').toFixed(0)} ms/s); longest task ${Math.max(0, ...longTasks).toFixed(0)} ms, ` +
      `${longTasks.filter((d) => d > 100).length} tasks over 100 ms in ${SAMPLE_S} s`,
  );
} finally {
  await stopBench({ sim, browser, serverProc, dir: bench.dir });
}
