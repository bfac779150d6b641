// End-to-end: the monitor's panels collapse (#30 item 6) at 1366×768 and 1920×1080 — the group tree
// to its header (the vehicle list takes the height), the alarm panel to its title bar, the left
// column to a strip whose button reopens it (the map takes the width); the choice is remembered and
// the first fit keeps the vehicles in the visible part of the map. Screenshots: web/e2e/artifacts/monitor-layout-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, startServer, type RunningServer } from '../harness/server';
import { reportOnce } from '../harness/jt808';
import { mapDrawn } from '../harness/mapDrawn';
import { signIn } from '../harness/login';

/** Four demo vehicles at the corners of a box over Shenzhen (lat, lon). */
const REPORTS = [
  { terminal: '13800000001', lat: 22.5, lon: 113.9 },
  { terminal: '13800000002', lat: 22.5, lon: 114.2 },
  { terminal: '13800000003', lat: 22.7, lon: 113.9 },
  { terminal: '13800000004', lat: 22.7, lon: 114.2 },
];

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

let server: RunningServer;
let browser: Browser;


beforeAll(async () => {
  const jt808 = await freePort();
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': '-1', 'gateway.jt808_auth': 'warn' });
  for (const r of REPORTS) await reportOnce(jt808, { terminal: r.terminal, serial: 1, alarm: 0, lat: r.lat, lon: r.lon, speedKmh: 0, course: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function height(target: Locator): Promise<number> {
  return (await target.boundingBox())?.height ?? 0;
}

async function width(target: Locator): Promise<number> {
  return (await target.boundingBox())?.width ?? 0;
}

/** Whether every reported vehicle lies on the visible part of the map: inside the canvas and off the alarm panel. */
async function vehiclesInView(page: Page): Promise<boolean> {
  return page.evaluate((reports) => {
    const map = (window as unknown as { __CHELIAN_CAR_MAP__?: { project(p: [number, number]): { x: number; y: number }; getContainer(): HTMLElement } }).__CHELIAN_CAR_MAP__;
    const panel = document.querySelector('[data-testid="alarm-panel"]')?.getBoundingClientRect();
    if (!map || !panel) return false;
    const box = map.getContainer().getBoundingClientRect();
    return reports.every((r) => {
      const p = map.project([r.lon, r.lat]);
      const x = box.left + p.x;
      const y = box.top + p.y;
      const onMap = x > box.left && x < box.right && y > box.top && y < box.bottom;
      const underPanel = x > panel.left && x < panel.right && y > panel.top && y < panel.bottom;
      return onMap && !underPanel;
    });
  }, REPORTS);
}

describe('monitor layout (#30 item 6)', () => {
  for (const size of SIZES) {
    it(`panels collapse, the map and the list take the room, remembered, at ${size.width}×${size.height}`, { timeout: 240_000 }, async () => {
      const page = await browser.newPage({ viewport: size });
      await signIn(server, page, 'admin', 'admin123');
      await page.goto(`${server.baseUrl}/car/monitor`);
      const tree = page.getByTestId('group-tree');
      const vehicles = page.getByTestId('monitor-vehicles');
      const panel = page.getByTestId('alarm-panel');
      const canvas = page.locator('.maplibregl-canvas').first();
      await expect.poll(() => tree.getByText(/顺达物流有限公司/).count(), { timeout: 30_000 }).toBeGreaterThan(0);
      await expect.poll(() => vehiclesInView(page), { timeout: 30_000 }).toBe(true);

      // The group tree to its header: the vehicle list takes the height.
      const listBefore = await height(vehicles);
      await tree.getByRole('button', { name: '收起车组' }).click();
      await expect.poll(() => height(tree), { timeout: 10_000 }).toBeLessThan(40);
      await expect.poll(() => height(vehicles), { timeout: 10_000 }).toBeGreaterThan(listBefore + 100);
      // The alarm panel to its title bar.
      await panel.getByRole('button', { name: '收起', exact: true }).click();
      await expect.poll(() => height(panel), { timeout: 10_000 }).toBeLessThan(40);
      // The left column to a strip: the map takes the width.
      const mapBefore = await width(canvas);
      await tree.getByRole('button', { name: '收起左栏' }).click();
      const strip = page.getByTestId('monitor-left-strip');
      await expect.poll(() => strip.isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => page.getByTestId('monitor-left').isVisible()).toBe(false);
      await expect.poll(() => width(canvas), { timeout: 10_000 }).toBeGreaterThan(mapBefore + 250);
      await expect.poll(() => mapDrawn(page), { timeout: 30_000 }).toBe(true);
      await page.screenshot({ path: screenshotPath(`monitor-layout-collapsed-${size.width}`) });

      // Remembered: the next visit opens collapsed, and the first fit uses the wider map.
      await page.reload();
      await expect.poll(() => strip.isVisible(), { timeout: 30_000 }).toBe(true);
      await expect.poll(() => height(panel), { timeout: 30_000 }).toBeLessThan(40);
      await expect.poll(() => vehiclesInView(page), { timeout: 30_000 }).toBe(true);
      expect(await width(canvas)).toBeGreaterThan(mapBefore + 250);

      // The strip's button reopens the column (the tree still collapsed), then the tree and the panel.
      await strip.getByRole('button', { name: '展开车组列表' }).click();
      await expect.poll(() => page.getByTestId('monitor-left').isVisible(), { timeout: 10_000 }).toBe(true);
      await expect.poll(() => width(canvas), { timeout: 10_000 }).toBeLessThan(mapBefore + 50);
      expect(await height(tree)).toBeLessThan(40);
      await expect.poll(() => mapDrawn(page), { timeout: 30_000 }).toBe(true);
      await page.screenshot({ path: screenshotPath(`monitor-layout-tree-collapsed-${size.width}`) });
      await tree.getByRole('button', { name: '展开车组' }).click();
      await expect.poll(() => tree.getByText(/顺达物流有限公司/).count(), { timeout: 10_000 }).toBeGreaterThan(0);
      await panel.getByRole('button', { name: '展开', exact: true }).click();
      await expect.poll(() => height(panel), { timeout: 10_000 }).toBeGreaterThan(100);
      await page.close();
    });
  }
});
