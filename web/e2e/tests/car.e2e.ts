// End-to-end: the car sub-app's monitoring centre with moving vehicles. The simulator (chelian-sim)
// drives the demo fleet over JT/T 808 when it is built; otherwise the test sends 0x0200 frames
// itself. Signed in as the fleet user (顺达物流: 11 of the 20 demo vehicles), inside the shell and
// stand-alone: vehicles and counts, search, the info window with an address, following a vehicle
// and seeing it move.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect } from 'node:net';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, serverBinary, startServer, type RunningServer } from '../harness/server';
import { locationFrame } from '../harness/jt808';
import { signIn } from '../harness/login';

const simBinary = join(dirname(serverBinary), 'chelian-sim');
/** Demo vehicles the fleet user sees with 20 seeded: index i with i % 6 in {0, 1, 2}. */
const DEMO_VISIBLE = [0, 1, 2, 6, 7, 8, 12, 13, 14, 18, 19];
const PLATE_0 = '粤BD1000';

let server: RunningServer;
let browser: Browser;
let sim: ChildProcess | undefined;
let frames: ReturnType<typeof setInterval> | undefined;

function sendFrame(port: number, frame: Buffer): void {
  const socket = connect(port, '127.0.0.1', () => socket.end(frame));
  socket.on('error', () => undefined);
}

beforeAll(async () => {
  const jt808 = await freePort();
  const gt06 = await freePort();
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': String(gt06) });
  browser = await launchBrowser();
  if (existsSync(simBinary)) {
    sim = spawn(simBinary, ['--devices', '20', '--jt808-port', String(jt808), '--gt06-port', String(gt06), '--interval', '1', '--parked-interval', '2'], {
      stdio: 'ignore',
    });
  } else {
    // Vehicles 1380000000(i+1) drive east from Shenzhen, one frame a second each.
    let step = 0;
    frames = setInterval(() => {
      step += 1;
      for (const i of DEMO_VISIBLE) {
        if (i % 5 === 4) continue; // GT06 devices
        const terminal = `1380000${String(i + 1).padStart(4, '0')}`;
        sendFrame(jt808, locationFrame({ terminal, serial: step, lat: 22.54 + i * 0.01, lon: 114.05 + step * 0.0005, speedKmh: 40, course: 90 }));
      }
    }, 1000);
  }
});

afterAll(async () => {
  if (frames) clearInterval(frames);
  if (sim && sim.exitCode === null) {
    const exited = new Promise((r) => sim?.once('exit', r));
    sim.kill('SIGINT');
    await exited;
  }
  await browser?.close();
  await server?.stop();
});

/** Number of vehicle features the map has drawn (markers, focused marker and cluster members). */
async function drawnVehicles(page: Page): Promise<number> {
  return page.evaluate(() => {
    const map = window.__CHELIAN_CAR_MAP__;
    if (!map) return 0;
    const features = map.queryRenderedFeatures(undefined, { layers: ['vehicle-markers', 'vehicle-clusters', 'vehicle-focus-marker'] });
    return features.reduce((n, f) => n + Number(f.properties?.point_count ?? 1), 0);
  });
}

async function infoLine(page: Page, label: string): Promise<string> {
  const line = page.locator('[data-testid="vehicle-info"] div', { hasText: `${label}：` }).first();
  return ((await line.locator('dd').textContent()) ?? '').trim();
}

describe('car sub-app: live monitoring', () => {
  it('inside the shell: vehicles and counts of the user’s subtree, search, info window with address, follow and move', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await page.getByText('智能车联', { exact: true }).first().click();
    await page.waitForURL('**/car/monitor');
    const list = page.getByTestId('vehicle-list');
    await expect.poll(() => list.getByText('全部(11)').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByTestId('group-tree').getByText('顺达物流有限公司 (11)').count()).toBe(1);
    expect(await page.getByTestId('group-tree').getByText(/京华城市客运/).count()).toBe(0);
    // The simulator's reports arrive: vehicles come online and are drawn.
    await expect.poll(async () => Number(/在线\((\d+)\)/.exec((await list.textContent()) ?? '')?.[1] ?? 0), { timeout: 30_000 }).toBeGreaterThan(0);
    await expect.poll(() => drawnVehicles(page), { timeout: 20_000 }).toBeGreaterThan(0);

    // Search one vehicle and choose it: the info window opens with its address.
    await page.getByPlaceholder('车组/车牌/设备号/SIM卡/车主/车架号').fill('BD1000');
    await page.locator('.ant-select-item-option', { hasText: PLATE_0 }).first().click();
    const info = page.getByTestId('vehicle-info');
    await expect.poll(() => info.getByText(PLATE_0).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => infoLine(page, '地址'), { timeout: 15_000 }).toMatch(/^广东省深圳市/);

    // Follow it and see it move: its fix time advances while the info window is open.
    await info.getByRole('button', { name: '跟踪' }).click();
    await expect.poll(() => info.getByRole('button', { name: '停止跟踪' }).count()).toBe(1);
    const first = await infoLine(page, '定位时间');
    await expect.poll(() => infoLine(page, '定位时间'), { timeout: 20_000 }).not.toBe(first);
    await page.waitForTimeout(1500);
    await page.screenshot({ path: screenshotPath('car-monitor-embedded') });

    // 详情 opens the vehicle info dialog (showVehInfo): details, then the live follow map.
    await info.getByRole('button', { name: '详情' }).click();
    const details = page.getByTestId('vehicle-details');
    await expect.poll(() => details.getByText('13800000001').count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('tab', { name: '位置跟踪' }).click();
    await expect.poll(() => page.getByTestId('follow-status').count(), { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(2500);
    await page.screenshot({ path: screenshotPath('car-vehicle-dialog-follow') });
    await page.close();
  });

  it('stand-alone at /child/car/: the same monitor with its own frame', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await page.goto(`${server.baseUrl}/child/car/`);
    await page.waitForURL('**/child/car/monitor');
    await expect.poll(() => page.getByText('返回控制台').count()).toBe(1);
    const list = page.getByTestId('vehicle-list');
    await expect.poll(() => list.getByText('全部(11)').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => drawnVehicles(page), { timeout: 20_000 }).toBeGreaterThan(0);
    // The map's own controls speak Chinese (#30 item 10).
    expect(await page.locator('.maplibregl-ctrl-zoom-in').getAttribute('title')).toBe('放大');
    expect(await page.locator('.maplibregl-ctrl-zoom-out').getAttribute('title')).toBe('缩小');
    await list.locator('[data-vehicle-id]', { hasText: PLATE_0 }).click();
    await expect.poll(() => infoLine(page, '地址'), { timeout: 15_000 }).toMatch(/^广东省深圳市/);
    await expect.poll(() => page.getByTestId('map-toolbar').getByText('实时推送').count(), { timeout: 10_000 }).toBe(1);
    await page.screenshot({ path: screenshotPath('car-monitor-standalone') });
    await page.close();
  });

  it('stand-alone without a session goes to the login page', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${server.baseUrl}/child/car/monitor`);
    await page.waitForURL('**/login**');
    await page.close();
  });
});

declare global {
  interface Window {
    __CHELIAN_CAR_MAP__?: {
      queryRenderedFeatures(geometry: undefined, options: { layers: string[] }): Array<{ properties?: Record<string, unknown> }>;
    };
  }
}
