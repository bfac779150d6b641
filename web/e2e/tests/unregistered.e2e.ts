// End-to-end: 未注册设备 in the car sub-app against a real server. A JT/T 808 terminal the server does
// not know reports (gateway.unknown_devices = refuse, the default); the administrator finds it
// through the car app's menu, adds it as a vehicle from the row and sees it leave the list, and
// removes another from the list; the fleet user has no such menu and is refused the page.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { locationFrame } from '../harness/jt808';
import { signIn } from '../harness/login';
import { clickUntilShown, settled } from '../harness/popups';
import { freePort, startServer, type RunningServer } from '../harness/server';

/** Sent padded to 12 BCD digits: the list shows 019912345678. */
const TERMINAL = '19912345678';
const REPORTED = '019912345678';
const PLATE = '粤B99001';

let server: RunningServer;
let browser: Browser;
let jt808: number;

beforeAll(async () => {
  jt808 = await freePort();
  server = await startServer({ 'gateway.jt808_port': String(jt808) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Sends one frame and resolves once the gateway has answered it (0x8001). */
function report(frame: Buffer): Promise<void> {
  return new Promise((resolve, reject) => {
    const socket = connect(jt808, '127.0.0.1', () => socket.write(frame));
    socket.once('data', () => {
      socket.end();
      resolve();
    });
    socket.once('error', reject);
    socket.setTimeout(10_000, () => {
      socket.destroy();
      reject(new Error('no answer from the JT/T 808 gateway'));
    });
  });
}

async function openCarApp(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: '应用导航' }).getByText('智能车联', { exact: true }).click();
  await page.waitForURL('**/car/monitor');
}

describe('未注册设备', () => {
  it('an administrator sees an unknown terminal, adds it as a vehicle and it leaves the list', async () => {
    await report(locationFrame({ terminal: TERMINAL, serial: 1, lat: 22.54, lon: 114.05, speedKmh: 30, course: 90 }));

    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    await openCarApp(page);
    // The car app's menu sits above the monitor for an administrator.
    await page.getByTestId('vehicle-list').waitFor();
    await page.waitForTimeout(1500); // the base map draws
    await page.screenshot({ path: screenshotPath('unregistered-car-menu') });
    const menu = page.getByRole('navigation', { name: '智能车联菜单' });
    await menu.getByText('未注册设备').click();
    await page.waitForURL('**/car/unregistered');

    const row = page.locator('.ant-table-tbody tr', { hasText: REPORTED });
    await expect.poll(() => row.count()).toBe(1);
    const cells = (await row.locator('td').allTextContents()).map((t) => t.trim());
    expect(cells[0]).toBe(REPORTED);
    expect(cells[1]).toBe('JT/T 808');
    expect(cells[2]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/); // 首次上报
    expect(cells[3]).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/); // 最后上报
    expect(Number(cells[4])).toBeGreaterThanOrEqual(1); // 上报次数
    expect(cells[5]).toMatch(/^127\.0\.0\.1:\d+$/); // 来源地址
    await expect.poll(() => page.getByText('共 1 条').count()).toBe(1);
    await settled(page, '[data-testid="unregistered-page"]');
    await page.screenshot({ path: screenshotPath('unregistered-list') });

    // 添加车辆: the dialog comes prefilled from the row.
    const dialog = page.getByTestId('add-vehicle-dialog');
    await clickUntilShown(row.getByRole('button', { name: `添加车辆 ${REPORTED}` }), dialog);
    await settled(page, '.ant-modal');
    expect(await dialog.getByLabel('终端号').inputValue()).toBe(TERMINAL);
    await dialog.getByText('GPRS-部标').waitFor();
    const fleet = page.locator('.ant-select-tree-node-content-wrapper', { hasText: '一车队' });
    await clickUntilShown(dialog.getByRole('combobox', { name: '所属分组' }), fleet);
    await fleet.click();
    await page.locator('.ant-select-dropdown').waitFor({ state: 'hidden' });
    await dialog.getByLabel('车牌号').fill(PLATE);
    await page.screenshot({ path: screenshotPath('unregistered-add-dialog') });
    const added = page.waitForResponse((r) => r.url().includes('/car/v4/api/assets/add.json'));
    await page.locator('.ant-modal').getByRole('button', { name: /^添\s*加$/ }).click();
    expect(((await (await added).json()) as { flag: number }).flag).toBe(1);
    await page.getByText(`已添加车辆 ${PLATE}（一车队）`).waitFor();

    // Read again: the server no longer lists the registered terminal.
    await expect.poll(() => row.count()).toBe(0);
    await page.getByText('暂无未注册设备：所有上报的终端都已登记').waitFor();
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await page.screenshot({ path: screenshotPath('unregistered-empty-after-add') });

    // The terminal reports again: it is known now and not listed again.
    await report(locationFrame({ terminal: TERMINAL, serial: 2, lat: 22.541, lon: 114.051, speedKmh: 30, course: 90 }));
    const listed = page.waitForResponse((r) => r.url().includes('/car/v4/api/device/listUnregistered.json'));
    await page.getByRole('button', { name: /刷\s*新/ }).click();
    expect(((await (await listed).json()) as { obj: { total: number } }).obj.total).toBe(0);
    expect(await row.count()).toBe(0);

    // The vehicle exists as entered.
    const sessionId = JSON.parse((await page.evaluate(() => localStorage.getItem('main_sessionId'))) ?? '""') as string;
    const assets = (await fetch(`${server.baseUrl}/car/v4/api/assets/list.json?keyword=${TERMINAL}`, { headers: { sessionId } }).then((r) => r.json())) as {
      obj: { data: Array<{ plate: string; terminalNo: string; groupName: string }> };
    };
    expect(assets.obj.data.map((a) => [a.plate, a.terminalNo, a.groupName])).toEqual([[PLATE, TERMINAL, '一车队']]);
    await page.close();
  });

  it('移除 takes a terminal off the list after a confirmation', async () => {
    const other = '19900001111';
    await report(locationFrame({ terminal: other, serial: 1, lat: 22.55, lon: 114.06, speedKmh: 0, course: 0 }));
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    await page.goto(`${server.baseUrl}/car/unregistered`);
    const row = page.locator('.ant-table-tbody tr', { hasText: `0${other}` });
    await expect.poll(() => row.count()).toBe(1);
    const confirm = page.locator('.ant-popconfirm', { hasText: '设备再次上报时会重新列出。' });
    await clickUntilShown(row.getByRole('button', { name: `移除 0${other}` }), confirm);
    await settled(page, '.ant-popconfirm');
    await page.screenshot({ path: screenshotPath('unregistered-remove-confirm') });
    const removed = page.waitForResponse((r) => r.url().includes('/car/v4/api/device/removeUnregistered.json'));
    await confirm.getByRole('button', { name: /^移\s*除$/ }).click();
    expect(((await (await removed).json()) as { flag: number }).flag).toBe(1);
    await page.getByText(`已移除 0${other}`).waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await page.close();
  });

  it('the fleet user has no such menu and is refused the page', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await openCarApp(page);
    await page.getByTestId('vehicle-list').waitFor();
    // Their car menu holds 监控中心 and 轨迹回放, not 未注册设备.
    const menu = page.getByRole('navigation', { name: '智能车联菜单' });
    await menu.getByText('轨迹回放').waitFor();
    expect(await menu.getByText('未注册设备').count()).toBe(0);
    await page.goto(`${server.baseUrl}/car/unregistered`);
    await page.getByText('您没有「未注册设备」的使用权限').waitFor();
    await page.close();
  });
});
