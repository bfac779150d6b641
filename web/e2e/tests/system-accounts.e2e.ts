// End-to-end: 用户管理, 车辆管理 and the header's 系统设置 against a real server (issue 21). The fleet
// account (demo, 我的客户 of the administrator) makes a sub-user bound to one group (冷链车队); that
// user signs in and sees exactly that group. Every page and dialog is captured at 1366×768.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { signIn } from '../harness/login';
import { startServer, type RunningServer } from '../harness/server';

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

const VIEWPORT = { width: 1366, height: 768 };

async function openSystemPage(page: Page, path: string, testId: string): Promise<void> {
  await page.goto(`${server.baseUrl}/system/${path}`);
  await page.getByTestId(testId).waitFor();
}

/** The dialog's modal wrapper, for a screenshot after antd's opening animation. */
async function settle(page: Page): Promise<void> {
  await page.waitForTimeout(400);
}

async function treeSelectPick(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.locator('.ant-select-tree-node-content-wrapper', { hasText: option }).first().click();
}

describe('系统管理 › 用户管理', () => {
  it('a fleet account adds a sub-user bound to one group; that user sees only that group', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await signIn(server, page, 'demo', 'demo123');
    await openSystemPage(page, 'user', 'user-page');
    const table = page.getByTestId('user-table');
    await page.getByTestId('user-tree').getByText('顺达物流有限公司').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath('system-user') });

    await page.getByRole('button', { name: /新增用户/ }).click();
    const dialog = page.getByTestId('user-dialog');
    await dialog.waitFor();
    await dialog.getByLabel('登录账户').fill('lengl01');
    await dialog.getByLabel('登录密码').fill('Lengl0123');
    await dialog.getByLabel('客户名称').fill('冷链客户');
    await dialog.getByLabel('联系电话').fill('13800000000');
    await treeSelectPick(page, '绑定车组', '冷链车队');
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-user-add') });
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已新增用户「lengl01」').waitFor();
    await table.getByRole('cell', { name: 'lengl01', exact: true }).waitFor();
    await page.getByTestId('user-tree').getByText('冷链客户').waitFor();

    // 导出: the accounts as an .xlsx download (hidden frame, export.json).
    const download = page.waitForEvent('download');
    await page.getByTestId('system-page-header').getByRole('button', { name: /导\s*出/ }).click();
    expect((await download).suggestedFilename()).toMatch(/^用户列表.*\.xlsx$/);

    // 修改: the account's type, parent and rights; 上级账户 read-only.
    const row = table.getByRole('row', { name: /lengl01/ });
    await row.getByRole('button', { name: /修\s*改/ }).click();
    await dialog.waitFor();
    expect(await dialog.getByLabel('登录账户').isDisabled()).toBe(true);
    expect(await dialog.getByLabel('上级账户').inputValue()).toBe('demo');
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-user-edit') });
    await dialog.getByRole('button', { name: /取\s*消/ }).click();

    // 绑车: the one group, chosen in the tree.
    await row.getByRole('button', { name: /绑\s*车/ }).click();
    const bind = page.getByTestId('bind-group-dialog');
    await bind.getByText('当前绑定：冷链车队').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-user-bind') });
    await page.getByRole('button', { name: /取\s*消/ }).last().click();

    // 重置密码 asks first (the server's question), then shows the new password once.
    await row.getByRole('button', { name: /重置密码/ }).click();
    await page.getByText(/确定要重置用户/).waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-user-reset') });
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    const result = page.getByTestId('reset-password-result');
    await result.waitFor();
    const password = /重置为：([A-Za-z0-9]{8})/.exec((await result.textContent()) ?? '')?.[1] ?? '';
    expect(password).toHaveLength(8);
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-user-reset-done') });
    await page.getByRole('button', { name: /确\s*定/ }).last().click();

    // 删除 warns about the coins first.
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page.getByText('重要提示：帐号被删时，该帐号下的加车币，钻石将返回上一级账号！').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-user-delete') });
    await page.getByRole('button', { name: /取\s*消/ }).last().click();
    await page.close();

    // The new account sees 冷链车队 only.
    const other = await browser.newPage({ viewport: VIEWPORT });
    await signIn(server, other, 'lengl01', password);
    await openSystemPage(other, 'vehicle', 'vehicle-page');
    const tree = other.getByTestId('group-tree');
    await tree.getByText(/冷链车队/).first().waitFor();
    // antd keeps an empty node for its folding animation: only named nodes count.
    const titles = (await tree.locator('.ant-tree-treenode').allTextContents()).map((t) => t.trim()).filter(Boolean);
    expect(titles).toHaveLength(1);
    expect(titles[0]).toMatch(/^冷链车队/);
    await other.getByText('该车组下暂无车辆').or(other.getByTestId('vehicle-table').locator('.ant-table-row').first()).first().waitFor();
    await other.screenshot({ path: screenshotPath('system-subuser-vehicle') });
    await other.close();
  });

  it('新增下级 under the new account, then deleting it asks again for its sub-user and takes both', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await signIn(server, page, 'demo', 'demo123');
    await openSystemPage(page, 'user', 'user-page');
    const tree = page.getByTestId('user-tree');
    await tree.getByRole('button', { name: '新增下级 lengl01' }).click();
    const dialog = page.getByTestId('user-dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel('上级账户').inputValue()).toBe('lengl01');
    await dialog.getByLabel('登录账户').fill('lengl02');
    await dialog.getByLabel('登录密码').fill('Lengl0223');
    await dialog.getByLabel('客户名称').fill('冷链下级');
    await dialog.getByText('监控客户').click();
    await treeSelectPick(page, '绑定车组', '冷链车队');
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-user-add-sub') });
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已新增用户「lengl02」').waitFor();
    await tree.getByText('冷链下级').waitFor();

    // lengl02's row names lengl01 as its 上级账户: the row of lengl01 starts with it.
    const row = page.getByTestId('user-table').getByRole('row', { name: /^lengl01 / });
    await row.getByRole('button', { name: /删\s*除/ }).click();
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await page.getByText('该用户下还有子用户,是否继续删除该用户？').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-user-delete-sub') });
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await page.getByText(/^已删除 2 个账户/).waitFor();
    await expect.poll(() => tree.getByText('冷链客户').count()).toBe(0);
    await page.close();
  });

  it('系统设置 in the user menu shows the switches and saves them', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await signIn(server, page, 'demo', 'demo123');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByText('系统设置').click();
    const dialog = page.getByTestId('system-settings');
    const worksheet = dialog.getByRole('switch', { name: '工单模块' });
    await worksheet.waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-settings') });
    expect(await worksheet.getAttribute('aria-checked')).toBe('true');
    await worksheet.click();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('设置已保存，工单模块的变化在重新登录或刷新页面后生效').waitFor();
    // Read back: the switch stays off.
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByText('系统设置').click();
    await expect.poll(() => page.getByTestId('system-settings').getByRole('switch', { name: '工单模块' }).getAttribute('aria-checked')).toBe('false');
    await page.close();
  });
});

describe('系统管理 › 车辆管理', () => {
  it('shows the group tree and the vehicles, and each dialog', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await signIn(server, page, 'demo', 'demo123');
    await openSystemPage(page, 'vehicle', 'vehicle-page');
    const tree = page.getByTestId('group-tree');
    await tree.getByText(/一车队/).first().waitFor();
    await page.screenshot({ path: screenshotPath('system-vehicle') });

    await tree.getByRole('button', { name: '新增车组 一车队' }).click();
    await page.getByTestId('group-dialog').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-group') });
    const group = page.getByTestId('group-dialog');
    await group.getByLabel('车组名').fill('端到端车组');
    await group.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已新增车组「端到端车组」').waitFor();
    // 修改车组 reads it back; 删除车组 asks first.
    await tree.getByRole('button', { name: '修改车组 端到端车组' }).click();
    await expect.poll(() => page.getByTestId('group-dialog').getByLabel('车组名').inputValue()).toBe('端到端车组');
    expect(await page.getByTestId('group-dialog').getByLabel('上级车组').inputValue()).toBe('一车队');
    await page.getByRole('button', { name: /取\s*消/ }).last().click();
    await tree.getByRole('button', { name: '删除车组 端到端车组' }).click();
    await page.getByText('是否删除该车组？').waitFor();
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    await page.getByText('已删除车组「端到端车组」').waitFor();
    await expect.poll(() => tree.getByText(/端到端车组/).count()).toBe(0);

    await tree.getByRole('button', { name: '新增车辆 一车队' }).click();
    const vehicle = page.getByTestId('vehicle-dialog');
    await vehicle.waitFor();
    await vehicle.getByRole('button', { name: /保\s*存/ }).click();
    await vehicle.getByText('请输入车牌号码').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-add') });
    await vehicle.getByRole('tab', { name: '车主信息' }).click();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-add-owner') });
    await vehicle.getByLabel('联系方式').fill('13700000000');
    await vehicle.getByRole('tab', { name: '安装信息' }).click();
    await vehicle.getByLabel('安装人员').fill('张师傅');
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-add-install') });
    // 保存 sends saveVehicle; the vehicle joins 一车队's table.
    await vehicle.getByRole('tab', { name: '基本信息' }).click();
    await vehicle.getByLabel('车牌号码').fill('粤E2E001');
    await vehicle.getByLabel('SIM卡号').fill('13900001111');
    await vehicle.getByLabel('设备号码').fill('13900001111');
    await vehicle.getByLabel('设备类型').click();
    await page.locator('.ant-select-item-option', { hasText: 'GPRS-部标' }).first().click();
    // 状态 结清 is saved with the vehicle (the 结清 action).
    await vehicle.getByLabel('状态').click();
    await page.locator('.ant-select-item-option', { hasText: /^结清$/ }).click();
    await vehicle.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已新增车辆「粤E2E001」').waitFor();
    await page.getByTestId('vehicle-table').getByRole('row', { name: /粤E2E001/ }).waitFor();
    // 修改 reads 状态 back as 结清.
    await page.getByTestId('vehicle-table').getByRole('row', { name: /粤E2E001/ }).getByRole('button', { name: /修\s*改/ }).click();
    await expect.poll(() => vehicle.getByLabel('车牌号码').inputValue()).toBe('粤E2E001');
    await vehicle.getByTitle('结清', { exact: true }).waitFor();
    await page.getByRole('button', { name: /取\s*消/ }).last().click();
    await vehicle.waitFor({ state: 'detached' });
    // 新增车辆 with the same plate: the empty fields come from 粤E2E001 (blue), 撤回 empties them again.
    await tree.getByRole('button', { name: '新增车辆 一车队' }).click();
    await vehicle.getByLabel('车牌号码').fill('粤E2E001');
    await vehicle.getByLabel('车牌号码').press('Tab');
    await vehicle.getByText('已按关联车辆「粤E2E001」填入2项空白资料（蓝色）').waitFor();
    expect(await vehicle.getByLabel('联系方式').inputValue()).toBe('13700000000');
    expect(await vehicle.getByLabel('安装人员').inputValue()).toBe('张师傅');
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-related-fill') });
    await vehicle.getByRole('tab', { name: '车主信息' }).click();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-related-fill-owner') });
    await vehicle.getByRole('button', { name: /撤\s*回/ }).click();
    await expect.poll(() => vehicle.getByLabel('联系方式').inputValue()).toBe('');
    await page.getByRole('button', { name: /取\s*消/ }).last().click();
    await vehicle.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: /车辆转移/ }).click();
    const transfer = page.getByTestId('transfer-dialog');
    await transfer.getByLabel('多台设备请换行，一行一条！').fill('粤B00001\n粤B00002\n');
    await transfer.getByText('将要转移2台车辆').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-transfer') });
    await page.getByRole('button', { name: /取\s*消/ }).last().click();

    // 导出 queues the group's table in 下载列表.
    await page.getByTestId('system-page-header').getByRole('button', { name: /导\s*出/ }).click();
    await page.getByText('导出任务已提交，请到下载列表查看').waitFor();

    await page.getByRole('button', { name: /自定义删除/ }).click();
    const batch = page.getByTestId('batch-delete-dialog');
    await batch.getByRole('textbox').fill('13800000003,19999999999\n');
    await batch.getByText('将要删除2台设备').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-custom-delete') });
    await batch.getByRole('button', { name: /删\s*除/ }).click();
    await page.getByRole('button', { name: /确\s*定/ }).last().click();
    expect(await batch.getByTestId('batch-delete-summary').textContent()).toBe('成功 1 条，没权限 0 条，无设备 1 条');
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-custom-delete-result') });
    await batch.getByRole('button', { name: /关\s*闭/ }).click();
    await page.close();
  });
});

describe('系统管理 › 车辆管理 › 车辆转移', () => {
  it('moves a vehicle by its plate, then one row back, and each group lists it', async () => {
    const page = await browser.newPage({ viewport: VIEWPORT });
    await signIn(server, page, 'demo', 'demo123');
    await openSystemPage(page, 'vehicle', 'vehicle-page');
    const tree = page.getByTestId('group-tree');
    const table = page.getByTestId('vehicle-table');
    await tree.getByText(/^一车队/).click();
    const firstRow = table.locator('.ant-table-row').first();
    await firstRow.waitFor();
    const plate = (await firstRow.locator('td').nth(1).textContent())?.trim() ?? '';
    expect(plate).not.toBe('');

    // The vehicle search opens the vehicle's group with its row marked.
    await tree.getByText(/^二车队/).click();
    await page.getByLabel('请输入车牌号/设备号/SIM卡号').fill(plate);
    await page.locator('.ant-select-item-option', { hasText: plate }).first().click();
    await table.locator('tr[class*="marked"]', { hasText: plate }).waitFor();
    await expect.poll(() => table.locator('.ant-spin-spinning').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('system-vehicle-search') });

    // 车辆转移 by plate: 一车队 → 二车队.
    await page.getByRole('button', { name: /车辆转移/ }).click();
    const transfer = page.getByTestId('transfer-dialog');
    await treeSelectPick(page, '转移到', '二车队');
    await transfer.getByLabel('多台设备请换行，一行一条！').fill(`${plate}\n`);
    await transfer.getByText('将要转移1台车辆').waitFor();
    await transfer.getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已转移 1 台车辆').waitFor();
    await tree.getByText(/^二车队/).click();
    const moved = table.getByRole('row', { name: new RegExp(plate) });
    await moved.waitFor();
    await page.screenshot({ path: screenshotPath('system-vehicle-transferred') });

    // 转移 on the row: back to 一车队 (singleVehTran).
    await moved.getByRole('button', { name: /转\s*移/ }).click();
    await page.getByTestId('transfer-dialog').waitFor();
    await treeSelectPick(page, '转移到', '一车队');
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-move-row') });
    await page.getByTestId('transfer-dialog').getByRole('button', { name: /确\s*定/ }).click();
    await page.getByText('已转移 1 台车辆').last().waitFor();
    await expect.poll(() => table.getByRole('row', { name: new RegExp(plate) }).count()).toBe(0);
    await tree.getByText(/^一车队/).click();
    await table.getByRole('row', { name: new RegExp(plate) }).waitFor();

    // 修改 opens 车辆资料 with the vehicle's fields.
    await table.getByRole('row', { name: new RegExp(plate) }).getByRole('button', { name: /修\s*改/ }).click();
    const dialog = page.getByTestId('vehicle-dialog');
    await dialog.waitFor();
    await expect.poll(() => dialog.getByLabel('车牌号码').inputValue()).toBe(plate);
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-edit') });
    // 保养信息 and 保险信息 (edit only): each tab saves its own record, read back when opened again.
    await dialog.getByRole('tab', { name: '保养信息' }).click();
    const maintain = page.getByTestId('vehicle-maintain');
    await maintain.getByLabel('当前里程(公里)').fill('23500');
    await maintain.getByLabel('上次保养里程(KM)').fill('20000');
    await maintain.getByLabel('上次保养时间').fill('2026-03-01');
    await maintain.getByLabel('上次保养时间').press('Enter');
    await maintain.getByText('下次保养：2027-03-01 或 30000 公里，以先到者为准').waitFor();
    await maintain.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText('已保存').first().waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-maintain') });
    await dialog.getByRole('tab', { name: '保险信息' }).click();
    const insurance = page.getByTestId('vehicle-insurance');
    await insurance.getByLabel('登记日期').fill('2026-02-10');
    await insurance.getByLabel('登记日期').press('Enter');
    await insurance.getByLabel('保险公司').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '中国平安' }).click();
    await insurance.getByLabel('险种明细').click();
    await page.locator('.ant-select-item-option').filter({ hasText: '交强险' }).click();
    await insurance.getByLabel('总金额(元)').fill('5200');
    await insurance.getByText(/下次续保：\d{4}-02-10，将于 \d{4}-01-11 起提醒/).waitFor();
    await insurance.getByRole('button', { name: /保\s*存/ }).click();
    await insurance.getByText('已续保 0 次').waitFor();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-insurance') });
    // 风控信息 (edit only): 出省 areas and 二押点报警 ride on the vehicle's 保存 (alarmUtil).
    await dialog.getByRole('tab', { name: '风控信息' }).click();
    const risk = page.getByTestId('vehicle-risk-tab');
    await risk.getByText('未设置').waitFor();
    await expect.poll(() => risk.getByLabel('出省报警设置').isEnabled()).toBe(true);
    await risk.getByLabel('出省报警设置').click();
    await page.locator('.ant-cascader-menu-item').filter({ hasText: /^广东省$/ }).locator('.ant-cascader-checkbox').click();
    await page.keyboard.press('Escape');
    await risk.getByRole('switch', { name: '二押点报警启用' }).click();
    await settle(page);
    await page.screenshot({ path: screenshotPath('system-vehicle-risk') });
    await dialog.getByRole('tab', { name: '基本信息' }).click();
    // 保存 sends updateVehicle; the table shows the new remark.
    await dialog.getByLabel('备注信息').fill('端到端备注');
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByText(`已保存车辆「${plate}」`).waitFor();
    await table.getByRole('row', { name: new RegExp(plate) }).getByText('端到端备注').waitFor();
    // Opened again, the tab reads back what was saved.
    await table.getByRole('row', { name: new RegExp(plate) }).getByRole('button', { name: /修\s*改/ }).click();
    await page.getByTestId('vehicle-dialog').getByRole('tab', { name: '风控信息' }).click();
    const again = page.getByTestId('vehicle-risk-tab');
    await again.getByText('广东省').waitFor();
    await expect.poll(() => again.getByRole('switch', { name: '二押点报警启用' }).getAttribute('aria-checked')).toBe('true');
    await page.close();
  });
});
