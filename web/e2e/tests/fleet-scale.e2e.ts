// End-to-end, issue 28 (the console at fleet scale), behaviour only (figures are in `make bench`):
// with 10,000 vehicles seeded by the admin CLI (most with a last position), the map shows them in
// clusters that open on a click, and the virtualised vehicle list scrolls to the 10,000th and opens
// it (its info window on the map; the simulator drives that one vehicle, a GT06 in the demo fleet,
// so it has a position); a vehicle-day of 86,400 fixes, reported over
// JT/T 808 as batches (0x0704), is played back and plays to its end.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type Socket } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, serverBinary, startServer, type RunningServer } from '../harness/server';
import { jt808Frame, signInTerminal } from '../harness/jt808';
import { signIn } from '../harness/login';

const VEHICLES = 10_000;
const DAY_FIXES = 86_400;
/** A 0x0704 body stays under JT/T 808's 1,023 bytes: 3 + 34 × (2 + 28). */
const BATCH = 34;

let server: RunningServer;
let browser: Browser;
let jt808 = 0;
let gt06 = 0;
let sim: ChildProcess | undefined;
const simBinary = join(dirname(serverBinary), 'chelian-sim');

/** The demo fleet's index of a terminal (sim/demo_fleet.cc: JT/T 808 1380000{i+1}, GT06 8685120{30000+i}). */
function demoIndex(terminal: string): number {
  return terminal.startsWith('8685120') ? Number(terminal.slice(7)) - 30000 : Number(terminal.slice(7)) - 1;
}

beforeAll(async () => {
  jt808 = await freePort();
  gt06 = await freePort();
  // Most of the fleet was last seen two days ago somewhere in eastern China (offline, on the map);
  // the GT06 the list's test drives and the first terminals the playback's test reports with have
  // no earlier position.
  const twoDaysAgo = Date.now() - 2 * 86_400_000;
  const seedSql = `INSERT INTO device_state (device_id, fix_time, recv_time, lat, lon, speed, course, flags, mileage, motion, motion_since)
    SELECT id, ${twoDaysAgo}, ${twoDaysAgo}, 22.0 + (abs(random()) % 180000) / 10000.0, 104.0 + (abs(random()) % 180000) / 10000.0,
           0, abs(random()) % 360, 9, 1000, 2, ${twoDaysAgo} FROM devices WHERE protocol = 'jt808' AND id > 50`;
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': String(gt06), 'gateway.jt808_auth': 'warn' }, { demoVehicles: VEHICLES, seedSql });
  browser = await launchBrowser();
}, 300_000);

afterAll(async () => {
  if (sim && sim.exitCode === null) {
    const exited = new Promise((r) => sim?.once('exit', r));
    sim.kill('SIGINT');
    await exited;
  }
  await browser?.close();
  await server?.stop();
});

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
    return (await (await fetch(p, { headers: { sessionId: sid } })).json()) as T;
  }, path) as Promise<T>;
}

/** "yyyy-MM-dd" of yesterday in Beijing time (the server's zone). */
function yesterday(): string {
  return new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
}

/** The part of the car monitor's MapLibre map (window.__CHELIAN_CAR_MAP__) the list's test uses. */
type FleetMap = {
  queryRenderedFeatures(g: undefined, o: { layers: string[] }): Array<{ id?: unknown; geometry: unknown; properties?: Record<string, unknown> }>;
  project(p: [number, number]): { x: number; y: number };
  getCanvas(): HTMLCanvasElement;
  getZoom(): number;
};

const bcd = (digits: string) => Buffer.from(digits.match(/../g)!.map((d) => parseInt(d, 16)));

/** One 28-byte location item: second `s` of `day` (Beijing), driving a lawn-mower pattern near Shenzhen at 36 km/h. */
function fixItem(day: string, s: number): Buffer {
  const row = Math.floor(s / 2000);
  const along = row % 2 === 0 ? s % 2000 : 2000 - (s % 2000);
  const item = Buffer.alloc(28);
  item.writeUInt32BE(0, 0);
  item.writeUInt32BE(0x3, 4); // positioned, ACC on
  item.writeUInt32BE(Math.round((22.3 + row * 0.005) * 1e6), 8);
  item.writeUInt32BE(Math.round((113.8 + along * 0.0001) * 1e6), 12);
  item.writeUInt16BE(20, 16);
  item.writeUInt16BE(360, 18); // 36.0 km/h
  item.writeUInt16BE(row % 2 === 0 ? 90 : 270, 20);
  const local = new Date(Date.parse(`${day}T00:00:00Z`) + s * 1000).toISOString();
  bcd(local.slice(2, 4) + local.slice(5, 7) + local.slice(8, 10) + local.slice(11, 13) + local.slice(14, 16) + local.slice(17, 19)).copy(item, 22);
  return item;
}

/** Every second of `day` as 0x0704 batches on one signed-in connection, each sent after the previous one's answer. */
async function reportDay(terminal: string, day: string): Promise<void> {
  const socket: Socket = await new Promise((resolve, reject) => {
    const s = connect(jt808, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  await signInTerminal(socket, terminal);
  let serial = 3;
  for (let first = 0; first < DAY_FIXES; first += BATCH) {
    const items = [];
    for (let s = first; s < Math.min(first + BATCH, DAY_FIXES); s += 1) {
      const item = fixItem(day, s);
      items.push(Buffer.from([0, item.length]), item);
    }
    const body = Buffer.concat([Buffer.from([0, items.length / 2, 0]), ...items]); // count, type 0 (normal batch)
    const answered = new Promise((resolve) => socket.once('data', resolve));
    socket.write(jt808Frame(0x0704, terminal, serial++ % 65535, body));
    await Promise.race([answered, new Promise((r) => setTimeout(r, 2000))]);
  }
  socket.end();
}

describe('fleet scale (issue 28)', () => {
  it('the virtualised list of 10,000 vehicles scrolls to the 10,000th and opens it', { timeout: 300_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    // The list's last row, as the monitor orders it; it reports once so it can be focused.
    type Row = { V: number; P: string; N: string; X?: number };
    const all = await apiGet<{ obj: { data: Row[]; total: number } }>(page, '/car/v1/api/monitor/loadVehicles?state=0&pageNumber=1&pageSize=20000&kind=1');
    expect(all.obj.total).toBe(VEHICLES);
    const last = all.obj.data[all.obj.data.length - 1]!;
    sim = spawn(simBinary, ['--devices', '1', '--first', String(demoIndex(last.N)), '--jt808-port', String(jt808), '--gt06-port', String(gt06), '--interval', '1', '--parked-interval', '1'], { stdio: 'ignore' });

    // What the console subscribes to on its live connection (the last subscribe frame).
    let subscribed: { area?: number[]; vehicles?: number[] } = {};
    page.on('websocket', (ws) =>
      ws.on('framesent', (frame) => {
        const text = String(frame.payload);
        if (text.includes('"subscribe"')) subscribed = JSON.parse(text) as typeof subscribed;
      }),
    );
    await page.goto(`${server.baseUrl}/car/monitor`);
    const list = page.getByTestId('vehicle-list');
    await expect.poll(() => list.getByText(`全部(${VEHICLES})`).count(), { timeout: 60_000 }).toBe(1);
    // Only the rows in view are in the document.
    expect(await list.locator('[data-vehicle-id]').count()).toBeLessThan(100);
    // The map shows the fleet in clusters made on the clusterer's worker: as the map is fitted to the
    // fleet, their counts and the lone vehicles add up to every vehicle with a position (each feature
    // once: one near a tile's edge is found in both tiles), in far fewer circles; a click on a
    // cluster zooms in to its vehicles.
    const placed = all.obj.data.filter((r) => r.X !== undefined).length;
    expect(placed).toBeGreaterThan(1000);
    const clusters = () =>
      page.evaluate(() => {
        const map = (window as unknown as { __CHELIAN_CAR_MAP__?: FleetMap }).__CHELIAN_CAR_MAP__;
        if (!map) return { vehicles: 0, circles: [] as Array<{ x: number; y: number; count: number }> };
        const byId = new Map<unknown, { x: number; y: number; count: number }>();
        for (const f of map.queryRenderedFeatures(undefined, { layers: ['vehicle-markers', 'vehicle-clusters'] })) {
          const [lon, lat] = (f.geometry as { coordinates: [number, number] }).coordinates;
          const at = map.project([lon, lat]);
          const box = map.getCanvas().getBoundingClientRect();
          byId.set(f.id, { x: box.left + at.x, y: box.top + at.y, count: Number(f.properties?.point_count ?? 1) });
        }
        const all = [...byId.values()];
        const canvas = map.getCanvas();
        // Circles the pointer can reach (not under a panel over the map).
        const circles = all.filter((c) => c.count > 1 && document.elementFromPoint(c.x, c.y) === canvas);
        return { vehicles: all.reduce((n, c) => n + c.count, 0), circles };
      });
    // (The vehicle the simulator drives may have come in since the list was read.)
    await expect.poll(async () => (await clusters()).vehicles, { timeout: 60_000 }).toBeGreaterThanOrEqual(placed);
    const shown = await clusters();
    expect(shown.circles.length).toBeGreaterThan(0);
    expect(shown.circles.length).toBeLessThan(placed / 10);
    const zoomBefore = await page.evaluate(() => (window as unknown as { __CHELIAN_CAR_MAP__: FleetMap }).__CHELIAN_CAR_MAP__.getZoom());
    const biggest = shown.circles.reduce((a, b) => (b.count > a.count ? b : a));
    await page.mouse.click(biggest.x, biggest.y);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __CHELIAN_CAR_MAP__: FleetMap }).__CHELIAN_CAR_MAP__.getZoom()), { timeout: 15_000 }).toBeGreaterThan(zoomBefore + 0.5);
    await page.screenshot({ path: screenshotPath('fleet-clusters-opened') });
    await expect.poll(() => list.getByText(/在线\(1\)/).count(), { timeout: 30_000 }).toBe(1);
    await list.locator('[data-vehicle-id]').first().locator('..').locator('..').evaluate((el) => (el.scrollTop = el.scrollHeight));
    const row = list.locator(`[data-vehicle-id="${last.V}"]`);
    await expect.poll(() => row.count(), { timeout: 10_000 }).toBe(1);
    await row.click();
    const info = page.getByTestId('vehicle-info');
    await expect.poll(() => info.getByText(last.P).count(), { timeout: 15_000 }).toBe(1);
    await page.screenshot({ path: screenshotPath('fleet-list-10000th') });
    // A fleet this large follows the map's view: the area subscribed, the opened vehicle live wherever it is.
    await expect.poll(() => subscribed.vehicles?.includes(last.V) ?? false, { timeout: 15_000 }).toBe(true);
    const [west = 0, , east = 0] = subscribed.area ?? [];
    expect(subscribed.area).toHaveLength(4);
    expect(west).toBeLessThan(east);
    await page.close();
  });

  it('a vehicle-day of 86,400 fixes is played back to its end', { timeout: 600_000 }, async () => {
    const day = yesterday();
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(server, page, 'admin', 'admin123');
    const found = await apiGet<{ obj: { data: Array<{ vehicleId: number; plate: string; terminalNo: string }> } }>(page, '/car/v1/api/vehicle/searchBindingOfVehicles.json?plate=13800000002&searchType=0');
    const vehicle = found.obj.data.find((v) => v.terminalNo === '13800000002')!;
    await reportDay(vehicle.terminalNo, day);
    const range = `vehicleId=${vehicle.vehicleId}&beginTime=${encodeURIComponent(`${day} 00:00:00`)}&endTime=${encodeURIComponent(`${day} 23:59:59`)}&filterTime=0`;
    await expect
      .poll(async () => (await apiGet<{ obj?: { total: number } }>(page, `/car/v1/accelerate/track/listVehTrackPoint.json?${range}`)).obj?.total ?? 0, { timeout: 120_000, interval: 2000 })
      .toBe(DAY_FIXES);

    await page.goto(`${server.baseUrl}/car/playback?vehicleId=${vehicle.vehicleId}&plate=${encodeURIComponent(vehicle.plate)}&time=${encodeURIComponent(`${day} 12:00:00`)}&urlType=blank`);
    await page.waitForFunction(() => performance.getEntriesByName('playback:playable').length > 0, undefined, { timeout: 120_000 });
    // The details table follows the playable track in a render of its own (D175).
    await expect.poll(() => page.getByTestId('playback-bottom').getByText(`共 ${DAY_FIXES} 条`).count()).toBe(1);
    const bar = page.getByTestId('player-bar');
    // To the last minute of the day (the slider's End key, then back 60 points), then play at 飚.
    const slider = bar.getByRole('slider');
    await slider.focus();
    await slider.press('End');
    expect(Number(await bar.getAttribute('data-position'))).toBe(DAY_FIXES - 1);
    for (let k = 0; k < 60; k += 1) await slider.press('ArrowLeft');
    expect(Number(await bar.getAttribute('data-position'))).toBe(DAY_FIXES - 61);
    await bar.getByText('飚', { exact: true }).click();
    await bar.getByRole('button', { name: '播放' }).click();
    await expect.poll(async () => Number(await bar.getAttribute('data-position')), { timeout: 60_000 }).toBe(DAY_FIXES - 1);
    // At the end the player stops by itself.
    await expect.poll(() => bar.getByRole('button', { name: '播放' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await page.getByTestId('player-now').textContent()).toContain(`${DAY_FIXES}/${DAY_FIXES}`);
    await page.screenshot({ path: screenshotPath('fleet-playback-day-end') });
    await page.close();
  });
});
