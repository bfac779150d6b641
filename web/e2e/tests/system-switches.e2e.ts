// End-to-end: 系统设置 switches 7 and 8 (§2.8, issue 21) honoured by 监控中心. A second vehicle is
// given the plate of a reporting demo vehicle; focusing that vehicle shows the 关联设备 box naming
// the other, and the list marks each row wired (有线设备); with both switches saved off, neither
// shows. Screenshots: web/e2e/artifacts/system-switch-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { reportOnce } from '../harness/jt808';
import { signIn } from '../harness/login';
import { freePort, startServer, type RunningServer } from '../harness/server';

const TERMINAL = '13800000001'; // demo vehicle 粤BD1000 (一车队)
const PLATE = '粤BD1000';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const jt808 = await freePort();
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': '-1', 'gateway.jt808_auth': 'warn' });
  await reportOnce(jt808, { terminal: TERMINAL, serial: 1, alarm: 0, lat: 22.55, lon: 114.05, speedKmh: 0, course: 0 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A call of the signed-in page's session: GET without a body, POST JSON with one. */
async function call(page: Page, path: string, body?: unknown): Promise<{ flag: number; msg?: string; obj: unknown }> {
  return page.evaluate(
    async ([p, b]) => {
      const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
      const init: RequestInit = b === undefined ? { headers: { sessionId: sid } } : { method: 'POST', headers: { sessionId: sid, 'Content-Type': 'application/json' }, body: JSON.stringify(b) };
      return (await fetch(p, init)).json();
    },
    [path, body] as const,
  );
}

describe('系统设置 7 and 8 in 监控中心', () => {
  it('the 关联设备 box and the wired/wireless icons follow the switches', { timeout: 180_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    const found = await call(page, `/car/v1/api/vehicle/searchBindingOfVehicles.json?plate=${encodeURIComponent(PLATE)}&searchType=0`);
    const first = (found.obj as { data: Array<{ vehicleId: number; groupId: number; plate: string }> }).data.find((v) => v.plate === PLATE)!;
    const saved = await call(page, '/car/v1/api/vehicle/saveVehicle.json', { plate: PLATE, sim: '13912340077', terminalType: 'GPRS-部标', terminalNo: '13900077001', groupId: first.groupId });
    expect(saved.flag, saved.msg).toBe(1);

    await page.goto(`${server.baseUrl}/car/monitor`);
    const list = page.getByTestId('vehicle-list');
    const row = list.locator(`[data-vehicle-id="${first.vehicleId}"]`);
    await row.waitFor();
    await expect.poll(() => list.getByLabel('有线设备').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await row.click();
    const box = page.getByRole('region', { name: '关联设备' });
    await box.waitFor({ timeout: 15_000 });
    expect(await box.textContent()).toContain('关联设备（1）');
    expect(await box.textContent()).toContain('13900077001');
    await page.waitForTimeout(500);
    await page.screenshot({ path: screenshotPath('system-switch-on') });

    const off = await call(page, '/car/v1/api/user/permission/update.json', [
      { permissionId: 7, status: 1 },
      { permissionId: 8, status: 1 },
      { permissionId: 11, status: 0 },
    ]);
    expect(off.flag, off.msg).toBe(1);
    const statuses = page.waitForResponse((r) => r.url().includes('/user/permission/list.json'));
    await page.reload();
    await statuses;
    await row.waitFor();
    await row.click();
    await page.waitForTimeout(1000);
    expect(await page.getByRole('region', { name: '关联设备' }).count()).toBe(0);
    expect(await list.getByLabel('有线设备').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('system-switch-off') });
    await page.close();
  });
});
