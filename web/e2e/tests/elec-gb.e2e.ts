// End-to-end: 新国标 in Chromium against a real server. Three demo vehicles of the fleet user become
// e-bikes; one reports a ride with Beidou in its status word and a stretch over 25 km/h. The user
// registers it (物流), sees 关闭北斗 locked, makes it 个人 and switches Beidou off with a reason, reads
// the switch log, checks the bike (不合规: 超速) and the month (charts, table, export), and sees the bike
// on 实时定位 with its record; then imports the other two bikes' records from an .xlsx (批量导入: one
// row in, a repeated and an unknown terminal refused with their reasons). Screenshots of every page
// and dialog under web/e2e/artifacts/.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, startServer, type RunningServer } from '../harness/server';
import { reportOnce } from '../harness/jt808';
import { checkLivePage } from '../harness/liveMap';
import { signIn } from '../harness/login';
import { buildXlsx } from '../harness/xlsx';

const BEIDOU = 1 << 19; // JT/T 808 status bit 19: the fix used Beidou
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

let server: RunningServer;
let browser: Browser;
let jt808 = 0;
let bike = { plate: '', terminal: '' };
let others: { plate: string; terminal: string }[] = []; // the two other e-bikes

function sql(statement: string): string {
  return execFileSync('sqlite3', [join(server.dataDir, 'chelian.db'), statement], { encoding: 'utf8' }).trim();
}

beforeAll(async () => {
  jt808 = await freePort();
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': '-1', 'gateway.jt808_auth': 'warn' });
  // The first three vehicles of 顺达物流 (the demo user's company) become e-bikes.
  const ids = sql(
    "SELECT a.id FROM assets a JOIN groups g ON g.id = a.group_id WHERE g.path LIKE (SELECT path FROM groups WHERE name = '顺达物流有限公司') || '%' ORDER BY a.id LIMIT 3",
  ).split('\n');
  sql(`UPDATE assets SET kind = 4 WHERE id IN (${ids.join(',')})`);
  const [plate, terminal] = sql(`SELECT a.plate, d.terminal_no FROM assets a JOIN devices d ON d.asset_id = a.id WHERE a.id = ${ids[0]}`).split('|');
  bike = { plate: plate ?? '', terminal: terminal ?? '' };
  others = ids.slice(1).map((id) => {
    const [p, t] = sql(`SELECT a.plate, d.terminal_no FROM assets a JOIN devices d ON d.asset_id = a.id WHERE a.id = ${id}`).split('|');
    return { plate: p ?? '', terminal: t ?? '' };
  });
  // 30 fixes 10 s apart ending now; fixes 10–14 at 32 km/h.
  const now = Date.now();
  for (let i = 0; i < 30; i++) {
    await reportOnce(jt808, {
      terminal: bike.terminal,
      serial: i + 1,
      lat: 22.54 + i * 0.0003,
      lon: 114.05,
      speedKmh: i >= 10 && i < 15 ? 32 : 18,
      course: 0,
      timeMs: now - (29 - i) * 10_000,
      status: BEIDOU,
    });
  }
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function open(page: Page, path: string, testId: string) {
  await page.goto(`${server.baseUrl}/elec-gb/${path}`);
  await expect.poll(() => page.getByTestId(testId).count(), { timeout: 30_000 }).toBe(1);
}

describe('新国标 end to end', () => {
  it('registers a bike, switches Beidou, checks it and reports the month', { timeout: 240_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await signIn(server, page, 'demo', 'demo123');

    // 车辆备案: three e-bikes, none registered.
    await open(page, 'registry', 'gb-registry-page');
    const row = page.locator('tr', { hasText: bike.plate });
    await expect.poll(() => row.count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.getByText('共 3 辆').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('elec-gb-registry') });

    await row.getByRole('button', { name: '备案' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '车辆备案' });
    await dialog.getByLabel('品牌').fill('雅迪');
    await dialog.getByLabel('车架号').fill('LYD2025GB0001');
    await dialog.getByLabel('北斗模块序列号').fill('BD-88001');
    await dialog.getByText('物流').click();
    await page.screenshot({ path: screenshotPath('elec-gb-record-dialog') });
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => row.getByText('已备案').count(), { timeout: 15_000 }).toBe(1);
    // 物流: Beidou is mandatory, 关闭北斗 is locked.
    await expect.poll(() => row.getByRole('button', { name: '关闭北斗' }).isDisabled()).toBe(true);

    // 个人: the owner may switch it off, with a reason.
    await row.getByRole('button', { name: '修改' }).click();
    await dialog.getByText('个人').click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => row.getByText('个人').count(), { timeout: 15_000 }).toBe(1);
    await row.getByRole('button', { name: '关闭北斗' }).click();
    const switchDialog = page.getByRole('dialog').filter({ hasText: '关闭北斗定位' });
    await switchDialog.getByLabel('原因').fill('车主在允许区域内关闭');
    await page.screenshot({ path: screenshotPath('elec-gb-switch-dialog') });
    await switchDialog.getByRole('button', { name: '确定' }).click();
    await expect.poll(() => row.getByRole('button', { name: '开启北斗' }).count(), { timeout: 15_000 }).toBe(1);

    // 北斗开关记录: the switch, by demo, with its reason.
    await open(page, 'switches', 'gb-switches-page');
    await expect.poll(() => page.getByText('车主在允许区域内关闭').count(), { timeout: 15_000 }).toBe(1);
    await page.screenshot({ path: screenshotPath('elec-gb-switches') });

    // 合规检查: the ride went over 25 km/h once.
    await open(page, 'check', 'gb-check-page');
    await page.getByLabel('车辆').click();
    await page.keyboard.type(bike.plate);
    await page.locator('.ant-select-item-option', { hasText: bike.plate }).first().click();
    await page.getByRole('button', { name: '开始检查' }).click();
    const verdict = page.getByTestId('gb-check-verdict');
    await expect.poll(() => verdict.textContent(), { timeout: 20_000 }).toContain('不合规');
    expect(await verdict.textContent()).toContain('超速（高于 25 km/h）1 次，最高 32.0 km/h');
    await expect.poll(() => page.getByTestId('gb-check-figures').textContent()).toContain('100.0%');
    await page.screenshot({ path: screenshotPath('elec-gb-check'), fullPage: true });

    // 合规月报: the month's charts and table, then the export.
    await open(page, 'monthly', 'gb-monthly-page');
    await page.getByRole('button', { name: '查询' }).click();
    await expect.poll(() => page.getByTestId('gb-monthly-summary').textContent(), { timeout: 30_000 }).toContain('共 3 辆');
    await expect.poll(() => page.locator('canvas').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    await expect.poll(() => page.locator('tr', { hasText: bike.plate }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('elec-gb-monthly'), fullPage: true });
    await page.getByTestId('gb-monthly-page').getByRole('button', { name: /导出$/ }).click();
    await expect.poll(() => sql("SELECT COUNT(*) FROM export_records WHERE name LIKE '合规月报%'"), { timeout: 15_000 }).toBe('1');

    // 实时定位: the reporting bike on the live map with its record, Beidou state and today's verdict.
    const info = await checkLivePage(page, { url: `${server.baseUrl}/elec-gb/live`, kind: 4, names: [bike.plate], pick: bike.plate, panel: 'gb-panel', shot: 'elec-gb-live' });
    const panel = info.getByTestId('gb-panel');
    expect(await panel.textContent()).toContain('已备案');
    expect(await panel.textContent()).toMatch(/北斗定位：(开启|关闭)/);
    await expect.poll(async () => (await panel.textContent()) ?? '', { timeout: 20_000 }).toMatch(/今日合规：(合规|不合规|数据不足)/);
  });

  it('imports registry records from an .xlsx with a result per row', { timeout: 120_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await signIn(server, page, 'demo', 'demo123');
    await open(page, 'registry', 'gb-registry-page');
    await page.getByRole('button', { name: '批量导入' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '批量导入备案' });
    await expect.poll(() => dialog.getByRole('button', { name: '下载模板' }).count()).toBe(1);
    // The opening zoom has ended (antd's motion classes are gone) before the screenshot.
    await expect.poll(() => dialog.evaluate((el) => /zoom/.test(el.className) || /zoom/.test(el.parentElement?.className ?? ''))).toBe(false);
    await page.screenshot({ path: screenshotPath('elec-gb-import-dialog') });

    const [second, third] = others;
    const file = buildXlsx([
      ['设备号', '品牌', '型号', '车架号', '电机号', '北斗模块序列号', '使用性质', '北斗定位'],
      [second?.terminal ?? '', '爱玛', 'A500', 'AM2025GB0002', 'M2', 'BD-88002', '租赁', '开启'],
      [second?.terminal ?? '', '爱玛', 'A500', 'AM2025GB0003', 'M3', 'BD-88003', '个人', '开启'],
      ['19999999999', '爱玛', 'A500', 'AM2025GB0004', 'M4', 'BD-88004', '个人', '开启'],
    ]);
    await dialog.locator('input[type=file]').setInputFiles({ name: '备案导入.xlsx', mimeType: XLSX_TYPE, buffer: file });
    await expect.poll(() => dialog.getByTestId('import-summary').textContent(), { timeout: 20_000 }).toBe('共3行，导入成功1行，失败2行');
    await expect.poll(() => dialog.getByText('设备号与文件中前面的行重复').count()).toBe(1);
    expect(await dialog.getByText('设备号不存在或不属于本单位的电动车').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('elec-gb-import-result') });
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: '关闭' }).click();

    const imported = page.locator('tr', { hasText: second?.plate ?? '-' });
    await expect.poll(() => imported.getByText('已备案').count(), { timeout: 15_000 }).toBe(1);
    expect(await imported.getByText('AM2025GB0002').count()).toBe(1);
    await expect.poll(() => page.locator('tr', { hasText: third?.plate ?? '-' }).getByText('未备案').count()).toBe(1);
    await page.screenshot({ path: screenshotPath('elec-gb-registry-imported') });
  });
});
