// End-to-end: the 数据报表 sub-app (platformId 20) inside the shell against a real server. The
// administrator opens it from the header and every report from its side menu: each page shows its
// filter card and its table. Reports that search without a vehicle (离线统计, 剩余电量, 操作记录) and
// the seed routes opened for a vehicle (R-ROUTE-9) call the server: the rows, or — for calls not yet
// on this branch's server (404) — an error toast, never a blank page. Screenshots at 1366×768.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { signIn } from '../harness/login';
import { startServer, type RunningServer } from '../harness/server';

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
let vehicle: { id: number; plate: string };

function sql(statement: string): string {
  return execFileSync('sqlite3', [join(server.dataDir, 'chelian.db'), statement], { encoding: 'utf8' }).trim();
}

beforeAll(async () => {
  server = await startServer();
  const [id, plate] = sql('SELECT id, plate FROM assets ORDER BY id LIMIT 1').split('|');
  vehicle = { id: Number(id), plate: plate ?? '' };
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

function sideMenu(page: Page) {
  return page.getByRole('navigation', { name: '数据报表菜单' });
}

/** The rows came, or the request module's error toast says why not (never a blank page). */
async function rowsOrErrorToast(page: Page): Promise<'rows' | 'toast'> {
  const rows = page.getByTestId('report-table').locator('tbody tr.ant-table-row');
  const toast = page.locator('.ant-message-notice-error');
  let seen: 'rows' | 'toast' | undefined;
  await expect
    .poll(async () => {
      if ((await rows.count()) > 0) seen = 'rows';
      else if ((await toast.count()) > 0) seen = 'toast';
      return seen;
    }, { timeout: 15_000 })
    .toBeDefined();
  return seen as 'rows' | 'toast';
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
        expect(['rows', 'toast']).toContain(await rowsOrErrorToast(page));
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
      carDayOnline: 'report/dayOnline/pageDayOnline.json',
    };
    for (const [path, call] of Object.entries(calls)) {
      const answered = page.waitForResponse((r) => r.url().includes(call));
      await page.goto(`${server.baseUrl}/data-report/dataReport/${path}?vehicleId=${vehicle.id}&plate=${encodeURIComponent(vehicle.plate)}`);
      const report = page.getByTestId(`report-${path}`);
      // The vehicle is prefilled in the filter card and searched without a click.
      await report.getByTestId('report-filter').getByText(vehicle.plate).waitFor();
      const reply = await answered;
      const body = (await reply.json().catch(() => ({}))) as { flag?: number };
      if (reply.ok() && body.flag === 1) {
        // Answered: rows, or the table's honest empty text (not the "search first" one).
        await expect.poll(() => report.getByTestId('report-table').textContent()).not.toContain('请选择查询条件后点击搜索');
      } else {
        expect(await rowsOrErrorToast(page)).toBe('toast');
      }
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

  it('draws ECharts in the browser: 里程报表 明细 (mileage per day) with the two calls answered by a stub until the server serves them', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    // Only the two report calls are stubbed (their rows follow §3.7); everything else is the real server.
    const envelope = (data: unknown[]) => JSON.stringify({ flag: 1, msg: '成功', obj: { data, total: data.length, pageNumber: 1, pageSize: 100 } });
    await page.route('**/report/mileageReport/pageMileage.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: envelope([{ vehicleId: vehicle.id, plate: vehicle.plate, terminalNo: '13800000001', groupName: '一车队', beginTimeS: '2026-11-22 00:00:00', endTimeS: '2026-11-28 23:59:59', thisMileage: 431.6 }]) }),
    );
    const days = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28'];
    await page.route('**/report/mileageReport/listMileageDetail.json', (route) =>
      route.fulfill({ contentType: 'application/json', body: envelope(days.map((date, i) => ({ date, mileageBegin: 1000 + i * 60, mileageEnd: 1000 + (i + 1) * 60 + i, thisMileage: 60 + i }))) }),
    );
    await page.goto(`${server.baseUrl}/data-report/dataReport/mileageReport?vehicleId=${vehicle.id}&plate=${encodeURIComponent(vehicle.plate)}`);
    await page.getByTestId('report-table').getByText('431.6').waitFor();
    await page.getByRole('button', { name: '明细' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(`里程明细 - ${vehicle.plate}`).waitFor();
    await dialog.getByTestId('chart').locator('canvas').waitFor();
    await dialog.getByText('2026-11-28').waitFor();
    await page.waitForTimeout(800); // the chart's entry animation
    await page.screenshot({ path: screenshotPath('reports-mileage-detail-chart') });
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
