// End-to-end: 风控中心 in Chromium against a real server. A terminal parks at a 二押点 (二押点报警
// after its stop time) and reports a 拆除 alarm there (BSJ 0xEB item 0x0089 bit 12); the risk job
// (every second here) finds 拆除+二押点报警, and the page's 风险车辆 tile lists the vehicle with its
// evidence. Screenshots of the page and the dialogs under web/e2e/artifacts/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, startServer, type RunningServer } from '../harness/server';
import { reportOnce } from '../harness/jt808';
import { mapDrawn } from '../harness/mapDrawn';
import { signIn } from '../harness/login';

const TERMINAL = '13800000001'; // demo vehicle 0 (一车队), seen by the fleet user
const PLATE = '粤BD1000';
const AT = { lat: 22.5431, lon: 114.0579 };
/** BSJ 0xEB list with item 0x0089 = FFFFEFFF: bit 12 cleared → 防拆除报警. */
const REMOVAL = Buffer.from('eb08000600 89ffffefff'.replace(/ /g, ''), 'hex');

let server: RunningServer;
let browser: Browser;
let jt808 = 0;

/** A console call with the page's session. */
function call<T>(page: Page, path: string, init?: { method: string; body: string }): Promise<T> {
  return page.evaluate(
    async ({ path, init }) => {
      const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
      const r = await fetch(path, { ...init, headers: { sessionId: sid, 'Content-Type': 'application/x-www-form-urlencoded' } });
      return (await r.json()) as unknown;
    },
    { path, init },
  ) as Promise<T>;
}

beforeAll(async () => {
  jt808 = await freePort();
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': '-1', 'gateway.jt808_auth': 'warn', 'risk.interval_s': '1' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('风控中心 end to end', () => {
  it('拆除 at a 二押点 makes a risk vehicle with its evidence', { timeout: 180_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await signIn(server, page, 'demo', 'demo123');
    const found = await call<{ obj: { data: Array<{ vehicleId: number }> } }>(page, `/car/v1/api/vehicle/searchBindingOfVehicles.json?plate=${encodeURIComponent(PLATE)}&searchType=0`);
    const vehicleId = found.obj.data[0]!.vehicleId;
    const saved = await call<{ flag: number; msg: string }>(page, '/car/v1/api/twoCharge/saveTwoCharge', {
      method: 'POST',
      body: new URLSearchParams({ name: '城南二手车市场', lat: String(AT.lat), lon: String(AT.lon), radius: '200', stopTime: '1' }).toString(),
    });
    expect(saved.flag, saved.msg).toBe(1);
    const bound = await call<{ flag: number; msg: string }>(page, '/car/v1/api/twoCharge/saveBindVehicle', { method: 'POST', body: `vehicleIds=${vehicleId}` });
    expect(bound.flag, bound.msg).toBe(1);

    // Parked at the point for two minutes (device time), then the removal alarm there.
    const now = Date.now();
    await reportOnce(jt808, { terminal: TERMINAL, serial: 1, ...AT, speedKmh: 0, course: 0, timeMs: now - 150_000 });
    await reportOnce(jt808, { terminal: TERMINAL, serial: 2, ...AT, speedKmh: 0, course: 0, timeMs: now - 20_000 });
    await reportOnce(jt808, { terminal: TERMINAL, serial: 3, ...AT, speedKmh: 0, course: 0, timeMs: now, extra: REMOVAL });

    // The job has run over both alarms.
    await expect
      .poll(async () => (await call<{ obj: { riskTotalNum: number } }>(page, '/car/v1/accelerate/home/queryHomePageRisk.json')).obj.riskTotalNum, { timeout: 30_000 })
      .toBe(1);

    await page.goto(`${server.baseUrl}/car/risk`);
    const tile = page.getByTestId('risk-tile-riskTotalNum');
    await expect.poll(() => tile.textContent(), { timeout: 20_000 }).toBe('风险车辆1');
    await expect.poll(() => page.getByTestId('risk-tile-removeNum').textContent()).toBe('拆除警报1');
    await expect.poll(() => page.getByTestId('risk-tile-twoNum').textContent()).toBe('二押点警报1');
    await expect.poll(() => page.locator('canvas').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(4); // the trend charts
    await page.screenshot({ path: screenshotPath('risk-page') });

    await tile.click();
    // The first open explains the tile once.
    const intro = page.getByRole('dialog').filter({ hasText: '功能说明' });
    await expect.poll(() => intro.count(), { timeout: 10_000 }).toBe(1);
    await intro.getByRole('button', { name: '我知道了' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '设备拆除风险' });
    const table = dialog.getByTestId('risk-detail-table');
    await expect.poll(() => table.getByText(PLATE).count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => table.getByText('拆除+二押点报警').count()).toBe(1);
    const evidence = table.getByTestId('risk-evidence');
    await expect.poll(() => evidence.count()).toBe(2);
    expect(await evidence.allTextContents()).toEqual([expect.stringContaining('拆除：防拆除报警'), expect.stringContaining('二押点报警：二押点报警')]);
    // Each item says where: the 二押点's name, the removal's place looked up from its point.
    expect(await evidence.nth(1).textContent()).toContain('地点：城南二手车市场');
    await expect.poll(() => evidence.nth(0).textContent(), { timeout: 10_000 }).toMatch(/地点：.*深圳|地点：城南二手车市场/);
    await expect.poll(() => table.getByText('城南二手车市场', { exact: true }).count()).toBe(1); // the row's 报警地址: the point's name
    await page.waitForTimeout(500); // the dialogs' opening animation, for the picture
    await page.screenshot({ path: screenshotPath('risk-detail-dialog') });

    // Column choice, then the file is queued in the download center.
    await dialog.getByRole('button', { name: /导\s*出/ }).click();
    const choose = page.getByRole('dialog').filter({ hasText: '导出筛选' });
    await expect.poll(() => choose.getByTestId('export-columns').locator('input:checked').count()).toBe(9);
    await page.waitForTimeout(500);
    await page.screenshot({ path: screenshotPath('risk-export-columns') });
    await choose.getByRole('button', { name: /导\s*出/ }).click();
    await expect
      .poll(async () => (await call<{ obj: { data: Array<{ fileName: string }> } }>(page, '/car/v1/accelerate/export/listExportRecord.json?pageNumber=1&pageSize=10')).obj.data.length, {
        timeout: 15_000,
      })
      .toBe(1);

    // 查看详情 opens the monitor with the vehicle.
    await dialog.getByRole('button', { name: '查看详情' }).click();
    await page.waitForURL(/\/car\/monitor\?vehicleId=/);
    await expect.poll(() => page.getByTestId('vehicle-info').getByText(PLATE).count(), { timeout: 30_000 }).toBeGreaterThan(0);
    // The map opens on the vehicle at street level (the focus came before the map was made), and the
    // picture waits for it to be drawn (before, it showed a held, blank map).
    await expect.poll(() => mapDrawn(page), { timeout: 30_000 }).toBe(true);
    const view = await page.evaluate(({ lon, lat }) => {
      type CarMap = { getZoom(): number; getBounds(): { contains(p: [number, number]): boolean } };
      const map = (window as unknown as { __CHELIAN_CAR_MAP__?: CarMap }).__CHELIAN_CAR_MAP__;
      return { zoom: map?.getZoom() ?? 0, shows: map?.getBounds().contains([lon, lat]) ?? false };
    }, AT);
    expect(view.zoom).toBeGreaterThanOrEqual(13);
    expect(view.shows).toBe(true);
    await page.screenshot({ path: screenshotPath('risk-to-monitor') });
    await page.close();
  });

  it('超长停车 keeps the user’s range', { timeout: 120_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await signIn(server, page, 'demo', 'demo123');
    await page.goto(`${server.baseUrl}/car/risk`);
    await page.getByTestId('risk-tile-longStopNum').click();
    const dialog = page.getByRole('dialog').filter({ hasText: '超长停车：显示停留时间在所设置范围的所有车辆' });
    await dialog.getByRole('button', { name: '设置查看停留时长' }).click();
    await page.getByLabel('startDay').fill('2');
    await page.getByLabel('endDay').fill('9');
    await page.screenshot({ path: screenshotPath('risk-long-stop-range') });
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await expect
      .poll(async () => (await call<{ obj: { startDay: number; endDay: number } }>(page, '/car/v1/accelerate/home/getStopTimeSetting.json')).obj)
      .toEqual({ startDay: 2, endDay: 9, stockFrameNoFlag: 0 });
    await page.close();
  });
});
