// End-to-end: the 数据报表 sub-app (platformId 20) inside the shell against a real server. The
// administrator opens it from the header and every report from its side menu: each page shows its
// filter card and its table. Reports that search without a vehicle (离线统计, 剩余电量, 操作记录) and
// the seed routes opened for a vehicle (R-ROUTE-9) call the server and show its rows or the honest
// empty text; a vehicle that drove today shows its mileage and the per-day chart. Screenshots at 1366×768.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { signIn } from '../harness/login';
import { freePort, startServer, type RunningServer } from '../harness/server';
import { reportOnce } from '../harness/jt808';

const REPORTS: Array<[path: string, title: string]> = [
  ['alarmInfo', '报警记录'],
  ['offline', '离线统计'],
  ['drivingStatistics', '行车统计'],
  ['parkingReport', '停车报表'],
  ['frequentStops', '经常停留点'],
  ['remainderElectric', '剩余电量'],
  ['mileageReport', '里程报表'],
  ['totalMileage', '总里程查询'],
  ['instruction', '指令查询'],
  ['operationRecord', '操作记录'],
  ['maintainReport', '保养报表'],
  ['insuranceReport', '保险报表'],
  ['obdReport', 'OBD报表'],
  ['lockAlarmRecord', '物流锁报警记录'],
  ['lockOperationRecord', '物流锁操作记录'],
  ['carDayOnline', '车辆日在线'],
];

/** Reports that search without a chosen vehicle or group. */
const SEARCH_WITHOUT_TARGET = new Set(['offline', 'remainderElectric', 'operationRecord']);

let server: RunningServer;
let browser: Browser;
let vehicle: { id: number; plate: string; terminal: string };
let jt808 = 0;

function sql(statement: string): string {
  return execFileSync('sqlite3', [join(server.dataDir, 'chelian.db'), statement], { encoding: 'utf8' }).trim();
}

beforeAll(async () => {
  jt808 = await freePort();
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': '-1', 'gateway.jt808_auth': 'warn' });
  const [id, plate, terminal] = sql('SELECT a.id, a.plate, d.terminal_no FROM assets a JOIN devices d ON d.asset_id = a.id ORDER BY a.id LIMIT 1').split('|');
  vehicle = { id: Number(id), plate: plate ?? '', terminal: terminal ?? '' };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: '数据报表菜单' });
}

/** The search answered: rows, or the table's honest empty text — not the failure text, no error toast. */
async function answered(page: Page): Promise<'rows' | 'empty'> {
  const table = page.getByTestId('report-table');
  const rows = table.locator('tbody tr.ant-table-row');
  let seen: 'rows' | 'empty' | undefined;
  await expect
    .poll(async () => {
      if ((await rows.count()) > 0) seen = 'rows';
      else if ((await table.getByText('暂无数据').count()) > 0) seen = 'empty';
      return seen;
    }, { timeout: 20_000 })
    .toBeDefined();
  expect(await table.getByText('查询失败').count()).toBe(0);
  expect(await page.locator('.ant-message-notice-error').count()).toBe(0);
  return seen as 'rows' | 'empty';
}

describe('数据报表', () => {
  it('an administrator opens it from the header and every report from the side menu: filter card and table', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    await page.goto(`${server.baseUrl}/data-report`);
    await page.waitForURL('**/data-report/dataReport/alarmInfo');
    await sideMenu(page).getByRole('menuitem').first().waitFor();
    expect((await sideMenu(page).getByRole('menuitem').allTextContents()).map((t) => t.trim())).toEqual(REPORTS.map(([, t]) => t));
    for (const [path, title] of REPORTS) {
      await sideMenu(page).getByText(title, { exact: true }).click();
      await page.waitForURL(`**/data-report/dataReport/${path}`);
      const report = page.getByTestId(`report-${path}`);
      await report.waitFor();
      await report.getByTestId('report-filter').waitFor();
      await report.getByTestId('report-table').waitFor();
      await report.getByRole('button', { name: /搜索/ }).click();
      if (SEARCH_WITHOUT_TARGET.has(path)) {
        expect(['rows', 'empty']).toContain(await answered(page));
      } else {
        await page.getByText(/请选择车辆/).first().waitFor();
      }
      await page.waitForTimeout(300); // toasts and the table's loading state settle for the picture
      await page.screenshot({ path: screenshotPath(`reports-${path}`) });
    }
    await page.close();
  });

  it('R-ROUTE-9 the seed routes opened for a vehicle search it at once', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    const calls: Record<string, string> = {
      mileageReport: 'report/mileageReport/pageMileage.json',
      alarmInfo: 'report/alarm/alarmAnalysis.json',
      carDayOnline: 'report/carDayOnline/pageCarDayOnline.json',
    };
    for (const [path, call] of Object.entries(calls)) {
      const answered = page.waitForResponse((r) => r.url().includes(call));
      await page.goto(`${server.baseUrl}/data-report/dataReport/${path}?vehicleId=${vehicle.id}&plate=${encodeURIComponent(vehicle.plate)}`);
      const report = page.getByTestId(`report-${path}`);
      // The vehicle is prefilled in the filter card and searched without a click.
      await report.getByTestId('report-filter').getByText(vehicle.plate).waitFor();
      const reply = await answered;
      const body = (await reply.json().catch(() => ({}))) as { flag?: number };
      expect(reply.ok() && body.flag === 1).toBe(true);
      // Answered: rows, or the table's honest empty text (not the "search first" one).
      await expect.poll(() => report.getByTestId('report-table').textContent()).not.toContain('请选择查询条件后点击搜索');
      await page.waitForTimeout(300);
      await page.screenshot({ path: screenshotPath(`reports-seed-${path}`) });
      if (path === 'alarmInfo') {
        // The alarm type picker (选中警报, 25 items, all chosen at first) …
        await report.getByRole('button', { name: '已全选报警' }).click();
        const picker = page.getByRole('dialog', { name: '选中警报' });
        await picker.getByText('进出围栏报警').waitFor();
        expect(await picker.getByRole('checkbox').count()).toBe(26); // 全选 + 25
        await page.waitForTimeout(500); // the dialog's opening animation
        await page.screenshot({ path: screenshotPath('reports-alarm-types') });
        await picker.getByRole('button', { name: /取\s*消/ }).click();
        // … and an export of an empty list says so instead of starting a job.
        if ((await report.getByTestId('report-table').locator('tbody tr.ant-table-row').count()) === 0) {
          await report.getByRole('button', { name: '导出' }).click();
          await page.locator('.ant-message-notice').getByText('暂无报警数据').waitFor();
        }
      }
    }
    await page.close();
  });

  // The page searches today (China time): in a day's first 35 minutes the drive below (30 to 10
  // minutes ago) would begin yesterday, and today would hold only part of it.
  it.skipIf((Date.now() / 60_000 + 480) % 1440 < 35)('draws ECharts in the browser: 里程报表 明细 (mileage per day) of a vehicle that drove today', async () => {
    // Three fixes ten minutes apart, about 3 km each, sent as a terminal does: the day's aggregate.
    const now = Date.now();
    for (const [i, minutesAgo] of [30, 20, 10].entries())
      await reportOnce(jt808, { terminal: vehicle.terminal, serial: i + 1, lat: 22.54 + i * 0.027, lon: 114.05, speedKmh: 20, course: 0, timeMs: now - minutesAgo * 60_000 });
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    const url = `${server.baseUrl}/data-report/dataReport/mileageReport?vehicleId=${vehicle.id}&plate=${encodeURIComponent(vehicle.plate)}`;
    const row = page.getByTestId('report-table').locator('tbody tr.ant-table-row');
    // The pipeline commits the fixes and their day share in the background: search until it shows.
    await expect
      .poll(async () => {
        await page.goto(url);
        await page.getByTestId('report-table').getByText(vehicle.plate).first().waitFor({ timeout: 10_000 }).catch(() => undefined);
        return row.count();
      }, { timeout: 60_000 })
      .toBe(1);
    const km = Number(await row.locator('td').nth(6).textContent());
    expect(km).toBeGreaterThan(5);
    await page.getByRole('button', { name: '明细' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`里程明细 - ${vehicle.plate}`).waitFor();
    await dialog.getByTestId('chart').locator('canvas').waitFor();
    await dialog.getByText(new Date(now + 8 * 3600_000).toISOString().slice(0, 10)).first().waitFor();
    await page.waitForTimeout(800); // the chart's entry animation
    await page.screenshot({ path: screenshotPath('reports-mileage-detail-chart') });
    await page.close();
  });

  it('exports a report through the download center: the 下载列表 tip opens, the job succeeds, the file downloads', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
    await signIn(server, page, 'admin', 'admin123');
    // Three of the administrator's operations in the log (as 系统管理 writes them).
    const group = sql("SELECT group_id FROM users WHERE username = 'admin'");
    for (let i = 1; i <= 3; i++)
      sql(`INSERT INTO operation_log (user_id, user_name, group_id, action, target, detail, created_at) SELECT id, 'admin', ${group}, 'user.add', 'cust${i}', '新增用户', ${Date.now() - i * 60_000} FROM users WHERE username = 'admin'`);
    await page.goto(`${server.baseUrl}/data-report/dataReport/operationRecord`);
    const report = page.getByTestId('report-operationRecord');
    await report.getByRole('button', { name: /搜索/ }).click();
    await report.getByTestId('report-table').getByText('cust1').waitFor(); // the search answered with the rows
    const queued = page.waitForResponse((r) => r.url().includes('exportOperRecord.json') && r.url().includes('toCenter=1'));
    await report.getByRole('button', { name: '导出' }).click();
    const reply = (await (await queued).json()) as { flag: number; obj: { fileName: string } };
    expect(reply.flag).toBe(1);
    const tip = page.getByTestId('download-tip');
    const row = tip.locator('.ant-list-item').filter({ hasText: reply.obj.fileName });
    await row.getByRole('button', { name: /下\s*载/ }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: screenshotPath('reports-export-download-tip') });
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /下\s*载/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^操作记录.*\.xlsx$/);
    const saved = await file.path();
    const { readFileSync } = await import('node:fs');
    expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
    await page.close();
  });

  // The page searches today (China time): in a day's first 45 minutes there is no 40-minute stop yet.
  const chinaMinutes = (Date.now() / 60_000 + 480) % 1440;
  it.skipIf(chinaMinutes < 45)('经常停留点 shows the places a vehicle stopped at on a map (地图, 150503)', async () => {
    const [id, plate, terminal] = sql('SELECT a.id, a.plate, d.terminal_no FROM assets a JOIN devices d ON d.asset_id = a.id ORDER BY a.id LIMIT 1 OFFSET 1').split('|');
    // Parked 40 minutes at one place, then driving off: one stop of ≥ 30 minutes.
    const now = Date.now();
    const fixes: Array<[minutesAgo: number, lat: number, speedKmh: number]> = [[44, 22.531, 0], [34, 22.531, 0], [24, 22.531, 0], [14, 22.531, 0], [4, 22.56, 40], [2, 22.58, 40]];
    for (const [i, [minutesAgo, lat, speedKmh]] of fixes.entries())
      await reportOnce(jt808, { terminal: terminal ?? '', serial: i + 1, lat, lon: 114.06, speedKmh, course: 0, accOn: speedKmh > 0, timeMs: now - minutesAgo * 60_000 });
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    const url = `${server.baseUrl}/data-report/dataReport/frequentStops?vehicleId=${id}&plate=${encodeURIComponent(plate ?? '')}`;
    const row = page.getByTestId('report-table').locator('tbody tr.ant-table-row');
    await expect
      .poll(async () => {
        await page.goto(url);
        await row.first().waitFor({ timeout: 8_000 }).catch(() => undefined);
        return row.count();
      }, { timeout: 60_000 })
      .toBeGreaterThan(0);
    await row.first().getByRole('button', { name: '地图' }).click();
    const dialog = page.getByRole('dialog', { name: `停留点 - ${plate}` });
    await dialog.getByTestId('stops-map').locator('canvas').waitFor();
    // Once the map has drawn (idle), the stop is on it as a dot.
    const drawn = await page.evaluate(async () => {
      const m = (window as unknown as { __CHELIAN_STOPS_MAP__: StopsMapHandle }).__CHELIAN_STOPS_MAP__;
      m.triggerRepaint();
      await new Promise((done) => m.once('idle', done));
      return m.queryRenderedFeatures(undefined, { layers: ['points-stops-dot'] }).length;
    });
    expect(drawn).toBe(1);
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath('reports-frequent-stops-map') });
    await page.close();
  });

  it('runs stand-alone at /child/data-report/ for a signed-in user', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    await page.goto(`${server.baseUrl}/child/data-report/dataReport/totalMileage`);
    await page.getByTestId('report-totalMileage').getByTestId('report-filter').waitFor();
    await page.screenshot({ path: screenshotPath('reports-standalone') });
    await page.close();
  });
});

/** The MapLibre calls the 经常停留点 test makes on the dialog's map. */
interface StopsMapHandle {
  triggerRepaint(): void;
  once(event: 'idle', listener: (value: unknown) => void): void;
  queryRenderedFeatures(geometry: undefined, options: { layers: string[] }): unknown[];
}
