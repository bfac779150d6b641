// End-to-end: the 系统管理 sub-app (platformId 12) against a real server. The administrator opens it
// from the header, sees the eight pages in its side menu and 角色管理 at /system/role (header,
// search and table: the rows depend on the role API landing on the server, so only the page's own
// parts are asserted); the fleet user (普通用户) has no 角色管理. Screenshots at 1366×768.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { signIn } from '../harness/login';
import { startServer, type RunningServer } from '../harness/server';

const PAGES = ['用户管理', '车辆管理', '批量导入', '车辆续费', '结清列表', '工单管理', '安装人员管理', '角色管理'];

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

async function sideMenu(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: '系统管理菜单' });
  await menu.getByRole('menuitem').first().waitFor();
  return (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
}

describe('系统管理', () => {
  it('an administrator opens it from the header: eight pages, the first one at /system', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    await page.getByRole('navigation', { name: '应用导航' }).getByText('系统管理', { exact: true }).click();
    await page.waitForURL('**/system/user');
    expect(await sideMenu(page)).toEqual(PAGES);
    await page.getByTestId('user-page').waitFor();
    // The common header reads the account (getUser.json) and the counts (getUserVehicleCount.json).
    await expect.poll(() => page.getByTestId('header-account').textContent()).not.toBe('—');
    await page.screenshot({ path: screenshotPath('system-user-admin') });

    await page.getByRole('navigation', { name: '系统管理菜单' }).getByText('角色管理').click();
    await page.waitForURL('**/system/role');
    await page.getByTestId('role-page').waitFor();
    await page.getByRole('button', { name: /新建角色/ }).waitFor();
    await page.getByRole('columnheader', { name: '角色信息' }).waitFor();
    await page.waitForTimeout(500); // a toast of the role list (until its API lands) settles
    await page.screenshot({ path: screenshotPath('system-role') });
    await page.close();
  });

  it('opens /system/role directly and sends an unknown path to the 404 page', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    await page.goto(`${server.baseUrl}/system/role`);
    await page.getByTestId('role-page').waitFor();
    expect(await sideMenu(page)).toEqual(PAGES);
    await page.goto(`${server.baseUrl}/system/nowhere`);
    await page.waitForURL('**/404');
    await page.close();
  });

  it('the fleet user (普通用户) has no 角色管理', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await page.goto(`${server.baseUrl}/system`);
    await page.waitForURL('**/system/user');
    expect(await sideMenu(page)).toEqual(PAGES.filter((p) => p !== '角色管理'));
    await page.getByTestId('user-page').waitFor();
    await page.screenshot({ path: screenshotPath('system-demo-menu') });
    await page.goto(`${server.baseUrl}/system/role`);
    await page.getByText('您没有「角色管理」的使用权限').waitFor();
    await page.close();
  });
});
