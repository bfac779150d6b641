// End-to-end through the system center in Chromium against a real server with the demo tenant:
// a notice read, a password changed and used, an export downloaded, a threshold saved, a phone
// bound by SMS and used for the SMS sign-in, an embedding system's token sign-in, and each of the
// four themes — with a screenshot of
// every center page and theme (web/e2e/artifacts/center-*.png, theme-*.png).
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { captchaAnswer, startServer, type RunningServer } from '../harness/server';

let server: RunningServer;
let browser: Browser;

// Exports go to a folder of the test's own (the server's default is var/exports of its working folder).
const exportDir = mkdtempSync(join(tmpdir(), 'chelian-e2e-exports-'));

beforeAll(async () => {
  server = await startServer({ 'export.dir': exportDir });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  rmSync(exportDir, { recursive: true, force: true });
});

async function newPage(): Promise<Page> {
  return browser.newPage({ viewport: { width: 1366, height: 768 }, acceptDownloads: true });
}

/** Fills and sends the login form, the captcha answered by the test hook. */
async function submitLogin(page: Page, user: string, password: string): Promise<void> {
  await page.goto(`${server.baseUrl}/login`);
  // Ask for a fresh captcha by clicking the image once the page has settled, so the uuid read here
  // is the one on screen (a failed sign-in just before also fetches one).
  const image = page.getByAltText('验证码');
  await image.waitFor();
  const [captcha] = await Promise.all([page.waitForResponse((r) => r.url().includes('/oauth/getCode')), image.click()]);
  const uuid = ((await captcha.json()) as { obj: { uuid: string } }).obj.uuid;
  await page.fill('#username', user);
  await page.fill('#password', password);
  await page.fill('#code', await captchaAnswer(server.baseUrl, uuid));
  await page.getByRole('button', { name: /^登\s*录$/ }).click();
}

/** Signs in; resolves on /home. */
async function signIn(page: Page, user: string, password: string): Promise<void> {
  await submitLogin(page, user, password);
  await page.waitForURL('**/home');
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByText('退出登录').click();
  await page.getByRole('button', { name: /退出登录/ }).click(); // the confirmation
  await page.waitForURL('**/login');
}

/** A session for API calls outside the browser (captcha answered by the test hook). */
async function apiSignIn(user: string, password: string): Promise<string> {
  const captcha = (await (await fetch(`${server.baseUrl}/oauth/getCode`)).json()) as { obj: { uuid: string } };
  const code = await captchaAnswer(server.baseUrl, captcha.obj.uuid);
  const res = await fetch(`${server.baseUrl}/oauth/v4/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username: user, password, code, uuid: captcha.obj.uuid }).toString(),
  });
  return ((await res.json()) as { obj: { sessionId: string } }).obj.sessionId;
}

/** The newest text the SMS outbox holds for a phone (test hook), and the code in it. */
async function smsCode(phone: string): Promise<string> {
  const res = await fetch(`${server.baseUrl}/test/smsOutbox?phone=${phone}`);
  const body = (await res.json()) as { flag: number; obj?: { code: string } };
  if (body.flag !== 1 || !body.obj) throw new Error('no SMS for ' + phone);
  return body.obj.code;
}

describe('system center', () => {
  it('站内信: an announcement is opened, read, and the unread count goes down', async () => {
    const page = await newPage();
    await signIn(page, 'admin', 'admin123');
    await page.goto(`${server.baseUrl}/center/notice`);
    await page.getByText('系统维护通知').waitFor();
    await expect.poll(() => page.getByRole('button', { name: '站内信，2 条未读' }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('center-notice') });
    await page.getByText('系统维护通知').click();
    await page.waitForURL('**/center/detail?id=*');
    await page.getByText('例行维护').waitFor();
    await expect.poll(() => page.getByRole('button', { name: '站内信，1 条未读' }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('center-detail') });
    await page.getByRole('button', { name: /返回列表/ }).click();
    await page.getByText('只看未读').click();
    await expect.poll(() => page.getByText('系统维护通知').count()).toBe(0);
    await expect.poll(() => page.getByText('欢迎使用车联智能监控平台').count()).toBeGreaterThan(0);
    // The help of the page.
    await page.getByRole('button', { name: /帮\s*助/ }).click();
    await page.getByText('站内信与公告').click();
    await page.getByText('站内信是平台发给您个人的通知').waitFor();
    await page.screenshot({ path: screenshotPath('center-help') });
    await page.close();
  });

  it('安全中心: the password is changed, the old one refused and the new one used', async () => {
    const page = await newPage();
    await signIn(page, 'demo', 'demo123');
    await page.goto(`${server.baseUrl}/center/security`);
    await page.getByText('账号状态').first().waitFor(); // the card title, and the status row once loaded
    await page.fill('#oldPassword', 'demo123');
    await page.fill('#newPassword', 'demo-new-1');
    await page.fill('#confirmPassword', 'demo-new-1');
    await page.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('密码修改成功').waitFor();
    await page.screenshot({ path: screenshotPath('center-security'), fullPage: true });
    await signOut(page);
    // No session-expired dialog after signing out, and the old password no longer works.
    expect(await page.getByText('登录已过期').count()).toBe(0);
    await submitLogin(page, 'demo', 'demo123');
    await page.getByText('用户名或密码错误').first().waitFor();
    await signIn(page, 'demo', 'demo-new-1');
    // The change left a security message.
    await page.goto(`${server.baseUrl}/center/notice`);
    await page.getByText('登录密码已修改').waitFor();
    await page.close();
  });

  it('安全中心: a phone is bound by SMS code and then signs in by SMS', async () => {
    const page = await newPage();
    await signIn(page, 'admin', 'admin123');
    await page.goto(`${server.baseUrl}/center/security`);
    await page.fill('#bindPhone', '13900001111');
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByText('验证码已发送至 139****1111').waitFor();
    await page.fill('#bindCode', await smsCode('13900001111'));
    await page.getByRole('button', { name: /^绑\s*定$/ }).click();
    await page.getByText('手机号绑定成功').waitFor();
    await page.getByText('（已绑定 139****1111）').waitFor();
    await signOut(page);

    const captcha = page.waitForResponse((r) => r.url().includes('/oauth/getCode'));
    await page.getByRole('tab', { name: '短信登录' }).click();
    const uuid = ((await (await captcha).json()) as { obj: { uuid: string } }).obj.uuid;
    await page.fill('#smsPhone', '13900001111');
    await page.fill('#smsCaptcha', await captchaAnswer(server.baseUrl, uuid));
    await page.getByRole('button', { name: '获取验证码' }).click();
    await page.getByRole('button', { name: /秒后重发/ }).waitFor();
    await page.fill('#smsCode', await smsCode('13900001111'));
    await page.screenshot({ path: screenshotPath('login-sms') });
    await page.getByRole('button', { name: /^登\s*录$/ }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('平台管理员').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('下载中心: an export runs and its .xlsx is downloaded', async () => {
    const page = await newPage();
    await signIn(page, 'admin', 'admin123');
    await page.goto(`${server.baseUrl}/center/download`);
    await page.getByText('三天后会自动删除').first().waitFor();
    await page.getByRole('button', { name: /导出全部资料/ }).click();
    // The download tip opens with the new export.
    await page.getByTestId('download-tip').waitFor();
    const row = page.locator('tr', { hasText: /全部资料_\d{8}_\d{6}\.xlsx/ }).first();
    await row.getByText('成功').waitFor({ timeout: 15_000 });
    await page.keyboard.press('Escape');
    await page.screenshot({ path: screenshotPath('center-download') });
    const download = page.waitForEvent('download');
    await row.getByRole('button', { name: /下\s*载/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^全部资料_\d{8}_\d{6}\.xlsx$/);
    const saved = join(exportDir, 'downloaded.xlsx');
    await file.saveAs(saved);
    expect(readFileSync(saved).subarray(0, 2).toString()).toBe('PK');
    // The finished export also left an in-site message.
    await page.goto(`${server.baseUrl}/center/notice`);
    await page.getByText(/导出完成：全部资料_/).waitFor();
    await page.close();
  });

  it('健康设置: a threshold is saved and shown again after a reload', async () => {
    const page = await newPage();
    await signIn(page, 'admin', 'admin123');
    await page.goto(`${server.baseUrl}/center/health`);
    await page.locator('.ant-tag', { hasText: '平台默认' }).first().waitFor();
    const max = page.getByRole('spinbutton', { name: '心率上限' }).first();
    await max.fill('130');
    await page.getByRole('button', { name: /^保\s*存$/ }).first().click();
    await page.getByText('健康阈值已保存').waitFor();
    await page.reload();
    await page.locator('.ant-tag', { hasText: '本单位设置' }).first().waitFor();
    expect(await page.getByRole('spinbutton', { name: '心率上限' }).first().inputValue()).toBe('130');
    // A fleet below inherits it.
    await page.getByRole('tree').getByText('一车队').click();
    await page.locator('.ant-tag', { hasText: '沿用上级：车联演示代理商' }).first().waitFor();
    expect(await page.getByRole('spinbutton', { name: '心率上限' }).first().inputValue()).toBe('130');
    await page.screenshot({ path: screenshotPath('center-health') });
    await page.close();
  });

  it('an embedding system signs in with its token and opens a page through /checkLogin', async () => {
    // An administrator registers the client (the secret is shown once).
    const admin = await apiSignIn('admin', 'admin123');
    const created = await fetch(`${server.baseUrl}/car/v4/api/oauthToken/createClient.json`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', sessionId: admin },
      body: JSON.stringify({ name: '物流调度系统', appKey: 'wl-dispatch', hideHeader: 1 }),
    }).then((r) => r.json() as Promise<{ flag: number; obj: { appSecret: string } }>);
    expect(created.flag).toBe(1);
    const token = await fetch(`${server.baseUrl}/oauthToken/v4/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ appKey: 'wl-dispatch', appSecret: created.obj.appSecret }),
    }).then((r) => r.json() as Promise<{ flag: number; obj: { sessionId: string } }>);
    expect(token.flag).toBe(1);
    const page = await newPage();
    await page.goto(`${server.baseUrl}/checkLogin?sessionId=${token.obj.sessionId}&redirect=/center/download`);
    await page.waitForURL('**/center/download');
    await page.getByText('三天后会自动删除').first().waitFor();
    expect(await page.evaluate(() => localStorage.getItem('main_sessionId'))).toBe(JSON.stringify(token.obj.sessionId));
    await page.close();
  });

  it('R-THEME-1 each of the four themes applies to the chrome and antd, and stays after a reload', async () => {
    const page = await newPage();
    await signIn(page, 'admin', 'admin123');
    await page.goto(`${server.baseUrl}/center/notice`);
    await page.getByText('系统维护通知').waitFor();
    // The active tab's text is antd's primary colour: the theme reaches the components' rules
    // (antd's prebuilt sheet reads the theme as CSS variables, D167).
    const activeTabColor = () => page.locator('.ant-tabs-tab-active .ant-tabs-tab-btn').first().evaluate((el) => getComputedStyle(el).color);
    for (const [name, label, primary] of [
      ['orginTheme', '经典', 'rgb(64, 158, 255)'],
      ['blueTheme', '科技蓝', 'rgb(9, 96, 189)'],
      ['greenTheme', '清新绿', 'rgb(0, 168, 112)'],
      ['defaultTheme', '深海蓝（默认）', 'rgb(22, 104, 220)'],
    ] as const) {
      await page.getByRole('button', { name: '切换主题' }).click();
      await page.getByRole('menuitem', { name: label }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(name);
      await expect.poll(activeTabColor).toBe(primary);
      await page.mouse.move(600, 400);
      await page.waitForTimeout(300); // menu close animation, so the screenshot shows the page
      await page.screenshot({ path: screenshotPath(`theme-${name}`) });
    }
    await page.getByRole('button', { name: '切换主题' }).click();
    await page.getByRole('menuitem', { name: '科技蓝' }).click();
    await page.reload();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe('blueTheme');
    expect(await page.evaluate(() => localStorage.getItem('main_themeValue'))).toBe('"blueTheme"');
    await page.close();
  });
});
