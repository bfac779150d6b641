// Signs a browser page in through the console's login page (captcha answered through the test hook).
import type { Page } from 'playwright-core';
import { captchaAnswer, type RunningServer } from './server';

export async function signIn(server: RunningServer, page: Page, username: string, password: string): Promise<void> {
  const captcha = page.waitForResponse((r) => r.url().includes('/oauth/getCode'));
  await page.goto(`${server.baseUrl}/login`);
  const uuid = ((await (await captcha).json()) as { obj: { uuid: string } }).obj.uuid;
  await page.fill('#username', username);
  await page.fill('#password', password);
  await page.fill('#code', await captchaAnswer(server.baseUrl, uuid));
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL('**/home');
}
