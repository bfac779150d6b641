// End-to-end checks of what a new user tripped over in the console (#30), at 1366×768 and 1920×1080
// (and 1280 for the top bar): the header's 更多 menu instead of clipped names (item 7), the SMS
// sign-in of an unbound phone answered with a message (item 8), and a bad address that keeps the
// menus and records no 404 tab (item 9). Screenshots: web/e2e/artifacts/defects-*.png.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { signIn } from '../harness/login';
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

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

async function adminPage(width: number, height: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height } });
  await signIn(server, page, 'admin', 'admin123');
  return page;
}

/** The header's navigation entries a user can see in the bar (not in 更多). */
async function barEntries(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: '应用导航' });
  return (await nav.locator('a').allInnerTexts()).map((t) => t.trim());
}

describe('console defects (#30)', () => {
  it('item 7: the top bar never clips a name; what does not fit is under 更多', async () => {
    for (const { width, height } of [{ width: 1280, height: 720 }, ...SIZES]) {
      const page = await adminPage(width, height);
      const nav = page.getByRole('navigation', { name: '应用导航' });
      await nav.getByText('智能车联', { exact: true }).waitFor();
      // Every entry in the bar shows its whole name (no clipped text).
      const clipped = await nav.locator('a').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).length);
      expect(clipped).toBe(0);
      const inBar = await barEntries(page);
      const more = nav.getByRole('button', { name: /更多/ });
      if ((await more.count()) > 0) {
        await more.click();
        await page.getByRole('menuitem', { name: '新国标' }).waitFor();
        await page.screenshot({ path: screenshotPath(`defects-topbar-${width}`) });
        await page.getByRole('menuitem', { name: '新国标' }).click();
        await page.waitForURL('**/elec-gb**');
      } else {
        expect(inBar).toContain('新国标');
        await page.screenshot({ path: screenshotPath(`defects-topbar-${width}`) });
      }
      if (width <= 1366) expect(await more.count()).toBe(1);
      await page.close();
    }
  });

  it('item 8: the SMS sign-in of a phone bound to no account says so', async () => {
    for (const viewport of SIZES) {
      const page = await browser.newPage({ viewport });
      // Both sign-in forms show the one captcha the page loaded.
      const captcha = page.waitForResponse((r) => r.url().includes('/oauth/getCode'));
      await page.goto(`${server.baseUrl}/login`);
      const uuid = ((await (await captcha).json()) as { obj: { uuid: string } }).obj.uuid;
      await page.getByRole('tab', { name: '短信登录' }).click();
      await page.fill('#smsPhone', '13900009999');
      await page.fill('#smsCaptcha', await captchaAnswer(server.baseUrl, uuid));
      await page.getByRole('button', { name: '获取验证码' }).click();
      await page.getByText('该手机号未绑定任何账号').first().waitFor();
      await page.screenshot({ path: screenshotPath(`defects-sms-unbound-${viewport.width}`) });
      expect(page.url()).toContain('/login');
      await page.close();
    }
  });

  it('item 9: a bad address shows 404 with the full menus and leaves no 404 tab', async () => {
    for (const { width, height } of SIZES) {
      const page = await adminPage(width, height);
      await page.goto(`${server.baseUrl}/no/such/page`);
      await page.waitForURL('**/404');
      await page.getByText('抱歉，您访问的页面不存在。').waitFor();
      const nav = page.getByRole('navigation', { name: '应用导航' });
      await nav.getByText('智能车联', { exact: true }).waitFor();
      await page.getByRole('menuitem', { name: /系统中心/ }).first().waitFor();
      await page.screenshot({ path: screenshotPath(`defects-404-${width}`) });
      await page.goto(`${server.baseUrl}/center/notice`);
      const history = page.getByLabel('浏览历史');
      await history.getByRole('tab', { name: '站内信' }).waitFor();
      expect(await history.getByRole('tab', { name: '404' }).count()).toBe(0);
      await page.close();
    }
  });
});
