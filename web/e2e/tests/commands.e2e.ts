// End-to-end: commands to vehicles in Chromium against a real server and the simulator
// (chelian-sim) as the terminals. 立即定位 from the info window is sent at once, acknowledged by
// the terminal and announced; the instructions dialog (R-DLG-2) validates a parameter and tracks
// the result in place; a photo taken on command opens in the image viewer from 命令下发报表.
import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, serverBinary, startServer, type RunningServer } from '../harness/server';
import { signIn } from '../harness/login';

const simBinary = join(dirname(serverBinary), 'chelian-sim');
const PLATE_0 = '粤BD1000'; // demo vehicle 0: JT/T 808, fleet 一车队
const PLATE_1 = '粤BD1001'; // demo vehicle 1: JT/T 808, fleet 二车队

let server: RunningServer;
let browser: Browser;
let sim: ChildProcess | undefined;

beforeAll(async () => {
  const jt808 = await freePort();
  const gt06 = await freePort();
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': String(gt06) });
  browser = await launchBrowser();
  sim = spawn(simBinary, ['--devices', '3', '--jt808-port', String(jt808), '--gt06-port', String(gt06), '--interval', '2', '--parked-interval', '3'], {
    stdio: 'ignore',
  });
});

afterAll(async () => {
  if (sim && sim.exitCode === null) {
    const exited = new Promise((r) => sim?.once('exit', r));
    sim.kill('SIGINT');
    await exited;
  }
  await browser?.close();
  await server?.stop();
});

/** Opens the monitor in the shell and focuses `plate` (its info window opens). */
async function openVehicle(page: Page, plate: string): Promise<void> {
  await page.getByText('智能车联', { exact: true }).first().click();
  await page.waitForURL('**/car/monitor');
  const list = page.getByTestId('vehicle-list');
  const row = list.locator('[data-vehicle-id]', { hasText: plate });
  // Wait until the simulator's terminal reports (the row shows a driving or parked state).
  await expect.poll(async () => (await row.textContent()) ?? '', { timeout: 30_000 }).toMatch(/行驶|停车/);
  await row.click();
  await expect.poll(() => page.getByTestId('vehicle-info').getByText(plate).count(), { timeout: 10_000 }).toBe(1);
}

describe('commands to vehicles', () => {
  it('立即定位 from the info window is sent at once and seen acknowledged', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await openVehicle(page, PLATE_0);
    await page.getByTestId('vehicle-info').getByRole('button', { name: '指令' }).click();
    // The menu offers what a JT/T 808 terminal supports, without 断开油电 (no cut-oil permission).
    await page.getByRole('menuitem', { name: '立即定位' }).waitFor();
    expect(await page.getByRole('menuitem', { name: '断开油电' }).count()).toBe(0);
    await page.getByRole('menuitem', { name: '立即定位' }).click();
    await page.getByText('立即定位命令已下发，结果请查看命令下发报表').waitFor();
    // The terminal's answer arrives over live push.
    await page.getByText(`${PLATE_0} 立即定位：成功`).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.locator('.ant-notification-notice').getByText(/位置: 已定位 经度\d+\.\d+/).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('commands-locate-acknowledged') });

    // 命令下发报表 (header button) lists it as 成功 with the position.
    await page.getByRole('button', { name: '命令下发报表' }).click();
    await page.waitForURL('**/commandReport');
    const table = page.locator('.ant-table-tbody');
    await expect.poll(() => table.getByText('立即定位').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => table.locator('tr', { hasText: PLATE_0 }).getByText('成功', { exact: true }).count()).toBe(1);
    await page.getByRole('tab', { name: '上下行记录' }).click();
    await expect.poll(() => page.getByText('立即定位(应答)').count(), { timeout: 10_000 }).toBe(1);
    await page.screenshot({ path: screenshotPath('commands-report') });
    await page.close();
  });

  it('R-DLG-2 the instructions dialog validates the report interval and tracks the result in place', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await openVehicle(page, PLATE_1);
    // The gear of the vehicle's row opens the same menu.
    const gear = page.getByLabel(`${PLATE_1} 指令`);
    // What lies under the gear, scrolled how far: the document, the list.
    const scrolls = () => gear.evaluate((el) => {
      const tops: number[] = [];
      for (let e: Element | null = el; e; e = e.parentElement) tops.push(e.scrollTop);
      return tops;
    });
    const before = await scrolls();
    await gear.click();
    const interval = page.getByRole('menuitem', { name: '设置上报间隔' });
    await interval.waitFor();
    // The menu, made by this first click, opened where it fits and scrolled nothing (a menu made
    // open in one render once scrolled the page by the height its popup overflowed).
    expect(await scrolls()).toEqual(before);
    await interval.click();
    const dialog = page.getByTestId('instructions-dialog');
    await dialog.waitFor();
    const field = dialog.getByLabel('上报间隔');
    expect(await field.inputValue()).toBe('30');
    await field.fill('');
    const send = page.locator('.ant-modal').getByRole('button', { name: /^下\s*发$/ });
    await send.click();
    await dialog.getByText('上报间隔应为3到86400之间的整数').waitFor();
    await page.screenshot({ path: screenshotPath('commands-dialog-validation') });
    await field.fill('15');
    await send.click();
    await expect.poll(() => dialog.locator('[data-testid^="command-status-"]').textContent(), { timeout: 20_000 }).toBe('成功');
    await dialog.getByText('终端已执行').waitFor();
    await page.screenshot({ path: screenshotPath('commands-dialog-result') });
    await page.close();
  });

  it('a photo taken on command opens in the image viewer', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await openVehicle(page, PLATE_0);
    await page.getByTestId('vehicle-info').getByRole('button', { name: '指令' }).click();
    await page.getByRole('menuitem', { name: '拍照' }).click();
    await page.getByText(`${PLATE_0} 拍照：成功`).waitFor({ timeout: 20_000 });
    await page.getByRole('button', { name: '命令下发报表' }).click();
    await page.waitForURL('**/commandReport');
    const photoRow = page.locator('.ant-table-tbody tr', { hasText: '拍照' }).first();
    await expect.poll(() => photoRow.getByText('照片已上传').count(), { timeout: 20_000 }).toBe(1);
    await page.screenshot({ path: screenshotPath('commands-report-records') });
    await photoRow.getByRole('button', { name: '查看照片' }).click();
    const img = page.getByTestId('image-viewer-backdrop').locator('img');
    await img.waitFor();
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth), { timeout: 10_000 }).toBe(160);
    await page.screenshot({ path: screenshotPath('commands-photo-viewer') });
    await page.close();
  });

  it('R-DLG-2 批量指令 checks which vehicles can take the command and tracks each one', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await openVehicle(page, PLATE_0);
    await page.getByTestId('vehicle-list').getByRole('button', { name: '批量指令' }).click();
    const dialog = page.getByTestId('instructions-dialog');
    await dialog.getByText('已选 11 辆车').waitFor();
    await dialog.getByRole('combobox', { name: '选择指令' }).click();
    await page.locator('.ant-select-item-option', { hasText: '立即定位' }).click();
    await dialog.getByText('可下发 11 辆').waitFor({ timeout: 10_000 });
    await page.locator('.ant-modal').getByRole('button', { name: /^下\s*发$/ }).click();
    await dialog.getByText(/共 11 条指令/).waitFor({ timeout: 10_000 });
    // The three simulated terminals answer; the others wait for their devices to come online.
    await expect.poll(() => dialog.getByText('成功', { exact: true }).count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
    expect(await dialog.getByText('设备离线，上线后下发').count()).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('commands-batch') });
    await page.close();
  });
});
