// End-to-end: 批量导入, 车辆续费, 结清列表, 工单管理 and 安装人员管理 of the 系统管理 app against a real
// server. A spreadsheet with two bad rows (an unknown terminal type, a terminal already registered)
// is uploaded, resumed after a reload, one bad row is corrected in place and the rest submitted into
// a group with a renewal length; a vehicle is renewed from its row and two terminals are moved by a
// custom list (转移详情); an installer and a work order are created. Screenshots at 1366×768.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { signIn } from '../harness/login';
import { startServer, type RunningServer } from '../harness/server';
import { buildXlsx } from '../harness/xlsx';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** antd puts a space between the two characters of a two-character button. */
const button = (text: string) => new RegExp(text.split('').join('\\s*'));

/** Waits until no dialog or message is still animating in (screenshots of a settled page). */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]'));
}

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface SearchReply {
  obj: { data: { plate: string; terminalNo: string; groupName: string }[] };
}

/** The administrator's vehicles matching `keyword` (the pickers' search; the session cookie of the page). */
async function findVehicles(page: Page, keyword: string): Promise<SearchReply['obj']['data']> {
  const res = await page.request.get(`${server.baseUrl}/car/v1/api/vehicle/searchBindingOfVehicles.json`, { params: { plate: keyword, pageSize: 200 } });
  return ((await res.json()) as SearchReply).obj.data;
}

async function openAdmin(path: string): Promise<Page> {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  await signIn(server, page, 'admin', 'admin123');
  await page.goto(`${server.baseUrl}/system/${path}`);
  return page;
}

describe('系统管理: import, renewal, settlement, work orders, installers', () => {
  it('imports a spreadsheet with two bad rows: resumed, one row fixed in place, submitted into 一车队', async () => {
    const page = await openAdmin('import');
    await page.getByTestId('import-upload').waitFor();
    const taken = (await findVehicles(page, '1380'))[0]!.terminalNo;
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-import-upload') });

    const file = buildXlsx([
      ['车牌号', 'SIM卡号', '设备号', '设备类型'],
      ['粤E2E01', '13955500001', '13955500001', 'XYZ-9'],
      ['粤E2E02', '', taken, 'GPRS-部标'],
      ['粤E2E03', '13955500003', '13955500003', 'GPRS-部标'],
      ['粤E2E04', '13955500004', '13955500004', 'GPRS-部标'],
      ['粤E2E05', '', '13955500005', 'GPRS-GT06'],
    ]);
    await page.locator('input[type=file]').setInputFiles({ name: '车辆导入.xlsx', mimeType: XLSX_TYPE, buffer: file });
    await page.getByTestId('import-verify').waitFor();
    expect(await page.getByTestId('import-error-count').textContent()).toBe('不合规数据：2条');
    expect(await page.getByTestId('import-right-count').textContent()).toBe('合规数据：3条');

    // The import stays on the server: a reload offers it again.
    await page.reload();
    await page.getByText('你有未完成的进度是否继续？').waitFor();
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-import-resume') });
    await page.getByRole('button', { name: button('继续') }).click();
    await page.getByTestId('import-verify').waitFor();

    // Fix the unknown terminal type in place.
    const bad = page.getByRole('row', { name: /XYZ-9.*不存在/ });
    await bad.getByRole('button', { name: button('修改') }).click();
    const type = page.getByRole('textbox', { name: '设备类型' });
    await type.fill('GPRS-部标');
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-import-verify-editing') });
    await page.getByRole('button', { name: button('保存') }).click();
    await expect.poll(() => page.getByTestId('import-error-count').textContent()).toBe('不合规数据：1条');
    expect(await page.getByTestId('import-right-count').textContent()).toBe('合规数据：4条');
    await page.getByRole('row', { name: /设备号已存在/ }).waitFor();
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-import-verify') });

    await page.getByRole('button', { name: '下一步' }).click();
    await page.getByText('是否忽略不合法的数据进行下一步？').waitFor();
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-import-ignore-confirm') });
    await page.getByRole('button', { name: button('确定') }).click();
    await page.getByTestId('import-submit').waitFor();
    await page.getByLabel('目标车组').click();
    await page.locator('.ant-select-tree-title', { hasText: '一车队' }).click();
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-import-submit') });
    await page.getByRole('button', { name: button('提交') }).click();
    await page.getByTestId('renewal-length').waitFor();
    await page.getByText('2年', { exact: true }).click();
    await expect.poll(() => page.getByTestId('renewal-coins').textContent()).toBe('共4台，需消耗40个车币');
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-import-renewal-length') });
    await page.getByRole('button', { name: '确定提交' }).click();
    await expect.poll(() => page.getByTestId('import-success').textContent()).toContain('上传数据：4条');
    expect(await page.getByTestId('import-success').textContent()).toContain('目标车组：一车队');
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-import-success') });

    const imported = await findVehicles(page, '粤E2E');
    expect(imported.map((r) => r.plate).sort()).toEqual(['粤E2E01', '粤E2E03', '粤E2E04', '粤E2E05']);
    expect(new Set(imported.map((r) => r.groupName))).toEqual(new Set(['一车队']));
    // Nothing is left to resume.
    await page.reload();
    await page.getByTestId('import-upload').waitFor();
    await page.waitForTimeout(500); // the resume check answers with an empty import
    expect(await page.getByText('你有未完成的进度是否继续？').count()).toBe(0);
    await page.close();
  });

  it('renews a vehicle from its row, then moves a terminal to 不续费 by a custom list', async () => {
    const page = await openAdmin('renew');
    await page.getByTestId('renew-notice').waitFor();
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-renew-notice') });
    await page.getByRole('button', { name: '我知道了' }).click();
    await expect.poll(() => page.getByTestId('renew-balance').textContent()).toBe('不限（管理员）');
    // Two vehicles of one leaf group, found through the search (the demo's terminals are 1380…).
    const [first, second] = (await findVehicles(page, '1380')).filter((v, _, all) => v.groupName === all[0]!.groupName);
    expect(second).toBeDefined();
    await page.getByLabel('车辆车组').click();
    await page.locator('.ant-select-tree-title', { hasText: new RegExp(`^${first!.groupName} \\(`) }).click();
    await page.getByRole('button', { name: button('搜索') }).click();
    const row = page.getByRole('row', { name: new RegExp(first!.plate) });
    await row.waitFor();
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-renew') });

    await row.getByRole('button', { name: button('续费') }).click();
    await page.getByTestId('renew-dialog').waitFor();
    await page.getByText('1年', { exact: true }).click();
    await expect.poll(() => page.getByTestId('renewal-coins').textContent()).toBe('共1台，需消耗5个车币');
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-renew-dialog') });
    await page.getByRole('button', { name: '确定续费' }).click();
    await page.getByText(/续费成功：1辆车续费1年/).waitFor();

    await page.getByRole('tab', { name: '续费记录' }).click();
    await page.getByRole('row', { name: new RegExp(first!.plate) }).waitFor();
    expect(await page.getByTestId('free-log-summary').textContent()).toMatch(/^续费车辆总数：1个/);
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-renew-free-log') });

    await page.getByRole('tab', { name: '车辆续费', exact: true }).click();
    await page.getByRole('button', { name: /高级筛选/ }).click();
    await page.getByTestId('renew-advanced').waitFor();
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-renew-advanced') });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: '自定义不续费', exact: true }).click();
    await page.getByTestId('terminal-list').fill(`${second!.terminalNo}\n19999999999`);
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-renew-custom-list') });
    await page.getByRole('button', { name: button('确定') }).click();
    await expect.poll(() => page.getByTestId('transfer-summary').textContent()).toBe('成功1台，无权限0台，无设备1台');
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-renew-transfer-result') });
    await page.keyboard.press('Escape');

    // The 不续费 list now holds it.
    await page.getByLabel('续费', { exact: true }).click();
    await page.getByTitle('不续费', { exact: true }).click();
    const stopped = page.getByRole('row', { name: new RegExp(second!.plate) });
    await stopped.waitFor();
    expect(await stopped.textContent()).toContain('不续费');

    await page.getByRole('tab', { name: '车币划拨', exact: true }).click();
    await page.getByTestId('renew-transfer').waitFor();
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-renew-coin-transfer') });
    await page.getByRole('tab', { name: '车币划拨记录' }).click();
    await page.getByTestId('renew-transfer-log').waitFor();
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-renew-coin-log') });
    await page.close();
  });

  it('adds an installer and a work order for them; shows 结清列表', async () => {
    const page = await openAdmin('installer');
    await page.getByTestId('installer-page').waitFor();
    await page.getByRole('button', { name: /新建人员/ }).click();
    const dialog = page.getByTestId('installer-dialog');
    await dialog.getByLabel('人员姓名').fill('张师傅');
    await dialog.getByLabel('联系方式').fill('13912345678');
    await dialog.getByLabel('账号').fill('zhangsf');
    await dialog.getByLabel('密码').fill('abc123');
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-installer-dialog') });
    await page.getByRole('button', { name: button('保存') }).click();
    await page.getByRole('row', { name: /张师傅/ }).waitFor();
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-installer') });

    await page.getByRole('navigation', { name: '系统管理菜单' }).getByText('工单管理').click();
    await page.getByTestId('worksheet-page').waitFor();
    await page.getByRole('button', { name: /新建工单/ }).click();
    const sheet = page.getByTestId('sheet-dialog');
    await sheet.getByLabel('联系电话').fill('13700000000');
    await sheet.getByLabel('安装人员').click();
    await page.getByTitle('张师傅').click();
    await sheet.getByLabel('预安装时间').fill('2026-12-01 10:00:00');
    await sheet.getByLabel('预安装时间').press('Enter');
    await sheet.getByRole('radio', { name: '否' }).check();
    await sheet.getByLabel('安装地址').fill('深圳市南山区科技园');
    await sheet.getByLabel('备注信息').fill('GPS定位器，设备号13955500003');
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-worksheet-dialog') });
    await page.getByRole('button', { name: button('保存') }).click();
    const order = page.getByRole('row', { name: /张师傅/ });
    await order.waitFor();
    expect(await order.textContent()).toContain('待确认');
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-worksheet') });
    await order.getByRole('button', { name: button('查看') }).click();
    await page.getByTestId('sheet-view').waitFor();
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-worksheet-view') });
    await page.keyboard.press('Escape');

    await page.getByRole('navigation', { name: '系统管理菜单' }).getByText('结清列表').click();
    await page.getByTestId('settle-page').waitFor();
    await expect.poll(() => page.getByTestId('settle-total').textContent()).toBe('0台');
    await settled(page);
    await page.screenshot({ path: screenshotPath('system-settle') });
    await page.close();
  });
});
