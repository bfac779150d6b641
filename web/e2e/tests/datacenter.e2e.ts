// End-to-end: 数据中心's big screen (issue 23) in Chromium against a real server with the demo data
// (20 vehicles; the fleet user demo sees 顺达's 11, two of them wireless). Opened through the shell
// at /dataCenter/, then as a wall display (urlType=blank) at 1920×1080 and 3840×2160: the counts
// match the demo data, a vehicle reporting turns 在线, the province map and the 车辆状态 detail dialog
// show, and an alarm a terminal raises appears in the 实时警报 ticker through the live push.
// Screenshots under web/e2e/artifacts/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, startServer, type RunningServer } from '../harness/server';
import { reportOnce } from '../harness/jt808';
import { signIn } from '../harness/login';

const DEMO_VEHICLES = 20;
// The demo's numbering (sim/demo_fleet.cc): vehicle i is in fleet i % 6 (0–2 are 顺达's) and
// wireless when i % 7 == 6; its JT/T 808 terminal is 138000000(i+1), its plate 粤BD1000 + i.
const SHUNDA = Array.from({ length: DEMO_VEHICLES }, (_, i) => i).filter((i) => i % 6 < 3);
const SHUNDA_WIRELESS = SHUNDA.filter((i) => i % 7 === 6).length;
const TERMINAL_0 = '13800000001';
const PLATE_0 = '粤BD1000';

let server: RunningServer;
let browser: Browser;
let jt808 = 0;

beforeAll(async () => {
  jt808 = await freePort();
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': '-1', 'gateway.jt808_auth': 'warn' }, { demoVehicles: DEMO_VEHICLES });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const text = (page: Page, testId: string) => page.getByTestId(testId).innerText();
const legend = (page: Page, name: string) => page.getByTestId(`legend-${name}`).first().innerText();

/** The obj of a /car/v1/accelerate/home/ call made by the signed-in page. */
async function call<T>(page: Page, name: string): Promise<T> {
  return page.evaluate(async (path) => {
    const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
    const r = await fetch(`/car/v1/accelerate/home/${path}`, { headers: { sessionId: sid } });
    return ((await r.json()) as { obj: T }).obj;
  }, name);
}

/** What pageHomePageTwo answers (the risk centre's call): its alarmVehicleNum, or null while it fails. */
async function alarmVehicles(page: Page): Promise<number | null> {
  return page.evaluate(async () => {
    const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
    const r = await fetch('/car/v1/accelerate/home/pageHomePageTwo.json', { headers: { sessionId: sid } });
    const body = (await r.json().catch(() => null)) as { flag?: number; obj?: { alarmVehicleNum?: number } } | null;
    return body?.flag === 1 && typeof body.obj?.alarmVehicleNum === 'number' ? body.obj.alarmVehicleNum : null;
  });
}

describe('数据中心 big screen', () => {
  it('shows the demo fleet, the map, the detail dialog and a live alarm at both wall sizes', { timeout: 240_000 }, async () => {
    await reportOnce(jt808, { terminal: TERMINAL_0, serial: 1, alarm: 0, lat: 22.54, lon: 114.05, speedKmh: 30, course: 90 });

    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await signIn(server, page, 'demo', 'demo123');
    // The report is stored before the screen first asks (the province counts are then kept a minute).
    await expect.poll(() => call<{ onLineNum: number }>(page, 'pageHomePageOne.json').then((o) => o.onLineNum), { timeout: 20_000 }).toBe(1);
    // Inside the shell: the app's root opens its one page.
    await page.goto(`${server.baseUrl}/dataCenter/`);
    await page.waitForURL('**/dataCenter/home');
    await expect.poll(() => text(page, 'tile-total-value'), { timeout: 20_000 }).toBe(String(SHUNDA.length));

    // The wall display: no shell header.
    await page.goto(`${server.baseUrl}/dataCenter/home?urlType=blank`);
    await expect.poll(() => text(page, 'tile-total-value'), { timeout: 20_000 }).toBe(String(SHUNDA.length));
    await expect.poll(() => legend(page, '在线'), { timeout: 10_000 }).toContain('1');
    expect(await legend(page, '从未上线')).toContain(String(SHUNDA.length - 1));
    expect(await legend(page, '离线')).toContain('0');
    expect(await legend(page, '有线设备')).toContain(String(SHUNDA.length - SHUNDA_WIRELESS));
    expect(await legend(page, '无线设备')).toContain(String(SHUNDA_WIRELESS));
    expect(await legend(page, 'GPRS-部标')).toBeTruthy();
    expect(await text(page, 'tile-renewal-value')).toBe('0'); // nothing activated with an expiry in the demo
    const alarmed = await alarmVehicles(page);
    expect(await text(page, 'tile-alarm-value')).toBe(alarmed === null ? '—' : String(alarmed));
    expect(await page.getByText('车辆状态', { exact: true }).count()).toBeGreaterThan(0);
    const outlines = await page.evaluate(async () => (await fetch('/child/dataCenter/china-provinces.topojson')).status);
    expect(outlines).toBe(200);
    await expect.poll(() => page.getByTestId('map').locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    expect((await call<{ list: unknown[] }>(page, 'provinceCounts.json')).list).toEqual([{ name: '广东省', value: 1 }]);
    await expect.poll(() => page.getByTestId('trend').locator('canvas').count(), { timeout: 15_000 }).toBeGreaterThan(0);

    // The ticker is subscribed to the live push; an emergency report shows in it.
    await expect.poll(() => page.getByTestId('ticker').locator('[data-live="true"]').count(), { timeout: 20_000 }).toBe(1);
    expect(await page.getByTestId('ticker-row').count()).toBe(0);
    await reportOnce(jt808, { terminal: TERMINAL_0, serial: 2, alarm: 0x1, lat: 22.5401, lon: 114.0501, speedKmh: 30, course: 90 });
    const row = page.getByTestId('ticker-row').filter({ hasText: PLATE_0 });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    expect(await row.innerText()).toContain('紧急报警');
    expect(await row.innerText()).toContain('一车队');
    // 报警车辆数 follows the push (asked again a few seconds after it, not at the minute's refresh).
    expect(alarmed).toBe(0);
    await expect.poll(() => text(page, 'tile-alarm-value'), { timeout: 15_000 }).toBe('1');
    await page.waitForTimeout(800); // the charts' entry animation
    await page.screenshot({ path: screenshotPath('datacenter-1920x1080') });
    await page.getByTestId('trend').getByText('30天').click();
    await page.waitForTimeout(500);
    await page.getByTestId('trend').screenshot({ path: screenshotPath('datacenter-trend-30-days') });

    // 查看详情: 离线一天内 lists the vehicle that reported (离线统计's window from 0 minutes, as the
    // previous console), 离线1个月以上 none; the tabs and columns show.
    await page.getByRole('button', { name: '查看详情' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '车辆状态详情' });
    await dialog.waitFor();
    for (const tab of ['离线一天内', '离线1-3天', '离线3-7天', '离线7天-1个月', '离线1个月以上']) expect(await dialog.getByRole('tab', { name: tab }).count()).toBe(1);
    expect(await dialog.getByRole('columnheader', { name: '最后在线时间' }).count()).toBe(1);
    await expect.poll(() => dialog.getByRole('cell', { name: PLATE_0 }).count(), { timeout: 10_000 }).toBe(1);
    // 位置 in words; 操作 sets the follow level with a remark (高 with its tooltip badge).
    const detailRow = dialog.getByRole('row').filter({ hasText: PLATE_0 });
    await expect.poll(() => detailRow.innerText(), { timeout: 15_000 }).toMatch(/广东省深圳市/);
    expect(await detailRow.innerText()).toContain('未关注');
    await detailRow.getByTestId('detail-concern').hover();
    await page.getByRole('menuitem', { name: '高' }).click();
    const remark = page.getByRole('dialog').filter({ hasText: '填写关注备注' });
    await remark.getByRole('textbox').fill('大屏关注');
    await remark.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => detailRow.innerText(), { timeout: 10_000 }).toContain('大屏关注');
    expect(await detailRow.innerText()).toContain('高');
    await page.waitForTimeout(500); // the remark dialog's closing animation, for the picture
    await page.screenshot({ path: screenshotPath('datacenter-detail-dialog') });
    await dialog.getByRole('tab', { name: '离线1个月以上' }).click();
    await expect.poll(() => dialog.getByRole('cell', { name: PLATE_0 }).count(), { timeout: 10_000 }).toBe(0);
    await page.keyboard.press('Escape');
    await page.close();

    // 3840×2160: the same screen at twice the size.
    const wall = await browser.newPage({ viewport: { width: 3840, height: 2160 } });
    await signIn(server, wall, 'demo', 'demo123');
    await wall.goto(`${server.baseUrl}/dataCenter/home?urlType=blank`);
    await expect.poll(() => text(wall, 'tile-total-value'), { timeout: 20_000 }).toBe(String(SHUNDA.length));
    const size = await wall.getByTestId('big-screen').evaluate((el) => getComputedStyle(el).fontSize);
    expect(size).toBe('32px');
    await expect.poll(() => wall.getByTestId('ticker-row').filter({ hasText: PLATE_0 }).count(), { timeout: 20_000 }).toBe(1);
    await wall.waitForTimeout(800);
    await wall.screenshot({ path: screenshotPath('datacenter-3840x2160') });
    await wall.getByRole('button', { name: '查看详情' }).click();
    const wallDialog = wall.getByRole('dialog').filter({ hasText: '车辆状态详情' });
    await expect.poll(() => wallDialog.getByRole('cell', { name: PLATE_0 }).count(), { timeout: 10_000 }).toBe(1);
    await expect.poll(() => wallDialog.getByRole('row').filter({ hasText: PLATE_0 }).innerText(), { timeout: 15_000 }).toContain('大屏关注');
    await wall.waitForTimeout(500);
    await wall.screenshot({ path: screenshotPath('datacenter-detail-dialog-3840x2160') });
    await wall.close();
  });

  it('the administrator sees the whole demo and the provinces of the last points', { timeout: 120_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1920, height: 1080 } });
    await signIn(server, page, 'admin', 'admin123');
    await page.goto(`${server.baseUrl}/dataCenter/home?urlType=blank`);
    await expect.poll(() => text(page, 'tile-total-value'), { timeout: 20_000 }).toBe(String(DEMO_VEHICLES));
    expect((await call<{ list: unknown[] }>(page, 'provinceCounts.json')).list).toEqual([{ name: '广东省', value: 1 }]);
    await page.close();
  });
});
