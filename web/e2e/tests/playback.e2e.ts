// End-to-end: 轨迹回放 in Chromium against a real server. Half an hour of yesterday's driving of
// one of the fleet user's vehicles is reported over JT/T 808 (east, a 10-minute stop, north with
// an overspeed spell); the playback page opened as the monitor opens it shows the track, its
// points in 轨迹详情, plays, exports the .xlsx, and shows the server's message for a too long range.
import { connect, type Socket } from 'node:net';
import { copyFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, startServer, type RunningServer } from '../harness/server';
import { locationFrame, signInTerminal } from '../harness/jt808';
import { signIn } from '../harness/login';

const TERMINAL = '13800000001';
const PLATE = '粤BD1000';
/** The second demo vehicle, reporting every second (more than 2,000 points: an export job). */
const TERMINAL_2 = '13800000002';

let server: RunningServer;
let browser: Browser;
let jt808 = 0;

/** "yyyy-MM-dd" of yesterday in Beijing time (the server's zone). */
function yesterday(): string {
  return new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
}

interface Fix {
  /** seconds after 10:00:00 */
  at: number;
  lat: number;
  lon: number;
  speed: number;
  course: number;
  alarm?: number;
  accOn: boolean;
}

/** A JT/T 808-2013 0x0200 of `f`, its fix time `f.at` seconds after 10:00 Beijing time on `day`. */
function fixFrame(terminal: string, day: string, serial: number, f: Fix): Buffer {
  const timeMs = Date.parse(`${day}T10:00:00+08:00`) + f.at * 1000;
  return locationFrame({ terminal, serial, timeMs, lat: f.lat, lon: f.lon, speedKmh: f.speed, course: f.course, alarm: f.alarm, accOn: f.accOn });
}

/** 10:00–10:10 east at 36 km/h, 10:10–10:20 standing (ACC off), 10:20–10:30 north, 130 km/h with the overspeed bit 10:24–10:25. */
function halfHour(): Fix[] {
  const fixes: Fix[] = [];
  let lat = 22.54;
  let lon = 114.05;
  for (let at = 0; at <= 600; at += 10) {
    fixes.push({ at, lat, lon, speed: 36, course: 90, accOn: true });
    lon += 0.001;
  }
  lon -= 0.001;
  for (let at = 630; at < 1200; at += 30) fixes.push({ at, lat, lon, speed: 0, course: 90, accOn: false });
  for (let at = 1200; at <= 1800; at += 10) {
    const fast = at >= 1440 && at <= 1500;
    lat += fast ? 0.0036 : 0.001;
    fixes.push({ at, lat, lon, speed: fast ? 130 : 36, course: 0, accOn: true, alarm: fast ? 0x2 : 0 });
  }
  return fixes;
}

/** 35 minutes at 1 Hz from 11:00, east at 36 km/h: 2,101 points. */
function everySecond(): Fix[] {
  const fixes: Fix[] = [];
  for (let at = 3600; at <= 3600 + 2100; at += 1) fixes.push({ at, lat: 22.6, lon: 114.0 + (at - 3600) * 0.0001, speed: 36, course: 90, accOn: true });
  return fixes;
}

/** Signs the terminal in, then sends the frames in order on its connection, each after the previous one's reply. */
async function report(terminal: string, day: string, fixes: Fix[]): Promise<void> {
  const socket: Socket = await new Promise((resolve, reject) => {
    const s = connect(jt808, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  await signInTerminal(socket, terminal);
  for (const [k, f] of fixes.entries()) {
    const replied = new Promise((resolve) => socket.once('data', resolve));
    socket.write(fixFrame(terminal, day, (k % 65535) + 1, f));
    await Promise.race([replied, new Promise((r) => setTimeout(r, 2000))]);
  }
  socket.end();
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
    return (await (await fetch(p, { headers: { sessionId: sid } })).json()) as T;
  }, path) as Promise<T>;
}

/** Features the map has drawn in the given layers. */
async function drawn(page: Page, layers: string[]): Promise<number> {
  return page.evaluate((ids) => {
    const map = window.__CHELIAN_PLAYBACK__?.map;
    return map ? map.queryRenderedFeatures(undefined, { layers: ids }).length : 0;
  }, layers);
}

beforeAll(async () => {
  jt808 = await freePort();
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': '-1' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('轨迹回放', () => {
  it('R-ROUTE-8 R-HTTP-6 R-ADDR-1 a vehicle’s half hour: track drawn, 轨迹详情 rows with addresses, play, export, range limit', { timeout: 180_000 }, async () => {
    const day = yesterday();
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(server, page, 'demo', 'demo123');
    const found = await apiGet<{ obj: { data: Array<{ vehicleId: number; plate: string }> } }>(page, `/car/v1/api/vehicle/searchBindingOfVehicles.json?plate=${encodeURIComponent('BD1000')}&searchType=0`);
    const vehicleId = found.obj.data.find((v) => v.plate === PLATE)!.vehicleId;

    const fixes = halfHour();
    await report(TERMINAL, day, fixes);
    const range = `vehicleId=${vehicleId}&beginTime=${encodeURIComponent(`${day} 00:00:00`)}&endTime=${encodeURIComponent(`${day} 23:59:59`)}&filterTime=0`;
    await expect
      .poll(async () => (await apiGet<{ obj?: { total: number } }>(page, `/car/v1/accelerate/track/listVehTrackPoint.json?${range}`)).obj?.total ?? 0, { timeout: 20_000 })
      .toBeGreaterThan(100);

    // Opened as the monitor's 轨迹 opens it (R-ROUTE-8): the vehicle's query, its day and urlType=blank.
    await page.goto(`${server.baseUrl}/car/playback?vehicleId=${vehicleId}&plate=${encodeURIComponent(PLATE)}&time=${encodeURIComponent(`${day} 10:30:00`)}&urlType=blank`);
    await page.waitForFunction(() => performance.getEntriesByName('playback:drawn').length > 0, undefined, { timeout: 30_000 });
    await page.waitForFunction(() => performance.getEntriesByName('playback:playable').length > 0);
    expect(await drawn(page, ['playback-track-line'])).toBeGreaterThan(0);
    expect(await drawn(page, ['playback-marker-circle'])).toBeGreaterThanOrEqual(3); // 起, 终 and the stop

    // 轨迹详情: the points, the stop with its duration, addresses, and the mileage summary.
    const table = page.getByTestId('track-table');
    await expect.poll(() => table.locator('tbody tr.ant-table-row').count(), { timeout: 10_000 }).toBeGreaterThan(50);
    expect(await table.getByText(/^静止\d+分钟$/).count()).toBe(1);
    expect(await page.getByTestId('playback-bottom').getByText(/共 \d+ 条/).count()).toBe(1);
    await expect.poll(() => table.locator('tbody tr.ant-table-row').first().locator('td').last().textContent(), { timeout: 15_000 }).toMatch(/^广东省深圳市/);
    expect(await page.getByTestId('mileage-summary').textContent()).toMatch(/行驶里程：\d+\.\d\d km/);
    await expect.poll(() => page.getByRole('tab', { name: /报警详情\(\d+\)/ }).textContent(), { timeout: 10_000 }).toMatch(/报警详情\([1-9]\d*\)/);

    await page.waitForTimeout(800);
    await page.screenshot({ path: screenshotPath('playback') });
    copyFileSync(screenshotPath('playback'), '/tmp/playback.png');

    // Play at 飚: the vehicle moves along; pause; step back one point.
    const bar = page.getByTestId('player-bar');
    await bar.getByText('飚', { exact: true }).click();
    await bar.getByRole('button', { name: '播放' }).click();
    await expect.poll(async () => Number(await bar.getAttribute('data-position')), { timeout: 10_000 }).toBeGreaterThan(5);
    await bar.getByRole('button', { name: '暂停' }).click();
    const at = Number(await bar.getAttribute('data-position'));
    await bar.getByRole('button', { name: '上一个点' }).click();
    expect(Number(await bar.getAttribute('data-position'))).toBe(at - 1);
    expect(await drawn(page, ['playback-vehicle-icon'])).toBe(1);

    // Export: fewer than 2,000 points download as a spreadsheet at once (R-HTTP-6).
    const download = page.waitForEvent('download');
    await page.getByTestId('playback-bottom').getByRole('button', { name: /导\s*出/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^轨迹_粤BD1000_\d{8}\.xlsx$/);

    // Speed colours with their legend.
    await page.getByText('速度颜色', { exact: true }).click();
    await expect.poll(() => drawn(page, ['playback-speed-line']), { timeout: 10_000 }).toBeGreaterThan(1);
    expect(await page.getByTestId('speed-legend').textContent()).toContain('速度(km/h)');
    await page.screenshot({ path: screenshotPath('playback-speed') });

    // A period beyond the wired limit: the server's message under 查询.
    const begin = page.getByLabel('开始时间');
    await begin.click();
    await begin.fill(`${new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10)} 00:00:00`);
    await begin.press('Enter');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => page.getByTestId('playback-error').textContent(), { timeout: 10_000 }).toContain('有线设备单次最多查询31天的轨迹');
    await page.close();
  });

  it('R-MSG-1 2,000 points or more export as a job of the download center', { timeout: 180_000 }, async () => {
    const day = yesterday();
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await signIn(server, page, 'demo', 'demo123');
    const found = await apiGet<{ obj: { data: Array<{ vehicleId: number; plate: string; terminalNo: string }> } }>(page, `/car/v1/api/vehicle/searchBindingOfVehicles.json?plate=${TERMINAL_2}&searchType=0`);
    const vehicle = found.obj.data.find((v) => v.terminalNo === TERMINAL_2)!;
    await report(TERMINAL_2, day, everySecond());
    const range = `vehicleId=${vehicle.vehicleId}&beginTime=${encodeURIComponent(`${day} 00:00:00`)}&endTime=${encodeURIComponent(`${day} 23:59:59`)}&filterTime=0`;
    await expect
      .poll(async () => (await apiGet<{ obj?: { total: number } }>(page, `/car/v1/accelerate/track/listVehTrackPoint.json?${range}`)).obj?.total ?? 0, { timeout: 30_000 })
      .toBeGreaterThanOrEqual(2000);

    // Opened inside the console (as from the 轨迹回放 menu), whose header holds the download list; a
    // urlType=blank tab has no header (#30 item 10).
    await page.goto(`${server.baseUrl}/car/playback?vehicleId=${vehicle.vehicleId}&plate=${encodeURIComponent(vehicle.plate)}&time=${day}`);
    await page.waitForFunction(() => performance.getEntriesByName('playback:drawn').length > 0, undefined, { timeout: 30_000 });
    await page.getByTestId('playback-bottom').getByRole('button', { name: /导\s*出/ }).click();
    await expect.poll(() => page.getByText(/已创建导出任务「轨迹记录_/).count(), { timeout: 10_000 }).toBe(1);
    // The shell's download list opens (showDownList) with the job.
    await expect.poll(() => page.getByTestId('download-tip').getByText(`轨迹记录_${vehicle.plate}`, { exact: false }).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await page.close();
  });
});

declare global {
  interface Window {
    __CHELIAN_PLAYBACK__?: {
      map?: { queryRenderedFeatures(geometry: undefined, options: { layers: string[] }): unknown[] };
    };
  }
}
