// End-to-end: sign in through the real captcha flow (answer read through the test-only hook),
// land on /home with the menu, keep the session across a reload, sign out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { captchaAnswer, startServer, type RunningServer } from '../harness/server';

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

/** Opens `path` and resolves with the uuid of the captcha the page shows. */
async function openLogin(page: Page, path: string): Promise<string> {
  const captcha = page.waitForResponse((r) => r.url().includes('/oauth/getCode'));
  await page.goto(`${server.baseUrl}${path}`);
  const body = (await (await captcha).json()) as { obj: { uuid: string } };
  return body.obj.uuid;
}

describe('sign-in with the captcha', () => {
  it('redirects / to the login page, which shows a captcha image', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openLogin(page, '/');
    await page.waitForURL('**/login');
    const img = page.locator('img[alt="验证码"]');
    await expect.poll(() => img.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    await page.screenshot({ path: screenshotPath('login') });
    await page.close();
  });

  it('rejects a wrong captcha with the server message, then signs in with the right one', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await openLogin(page, '/login');
    await page.fill('#username', 'admin');
    await page.fill('#password', 'admin123');
    await page.fill('#code', 'ZZZZ');
    const refreshed = page.waitForResponse((r) => r.url().includes('/oauth/getCode'));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await expect.poll(() => page.getByText('验证码错误或已过期').count()).toBeGreaterThan(0);
    // A failed attempt fetches a new captcha; answer that one.
    const uuid = ((await (await refreshed).json()) as { obj: { uuid: string } }).obj.uuid;
    await page.fill('#code', await captchaAnswer(server.baseUrl, uuid));
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('平台管理员').count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('系统中心').count()).toBeGreaterThan(0);
    const stored = await page.evaluate(() => localStorage.getItem('main_sessionId'));
    expect(stored).toMatch(/^[0-9a-f-]{36}$|^"[0-9a-f-]{36}"$/);
    await page.screenshot({ path: screenshotPath('home') });

    // A reload keeps the session.
    await page.reload();
    await page.waitForURL('**/home');
    await expect.poll(() => page.getByText('平台管理员').count()).toBeGreaterThan(0);
    await page.close();
  });

  it('the test hook answers only in test mode', async () => {
    const res = await fetch(`${server.baseUrl}/test/captchaAnswer?uuid=nope`);
    const body = (await res.json()) as { flag: number; msg: string };
    expect(body.flag).toBe(0);
    expect(body.msg).toBe('验证码不存在');
  });
});
