// End-to-end: the AI assistant in the shell against a real server — a FAQ prompt answered with
// this server's ports (R-APP-5), "<plate> 详情" opening the vehicle info dialog in the shell
// (R-QA-2), "<plate> 轨迹" opening playback in a new tab (R-QA-1), and a vehicle outside the user's
// groups not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { startServer, type RunningServer } from '../harness/server';

const MINE = '粤BD1000'; // 顺达物流 一车队: the demo user's
const THEIRS = '京AD1003'; // 京华城市客运 1路车队: not the demo user's

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ 'auth.captcha': 'off' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('assistant', () => {
  it('answers a prompt, opens a vehicle dialog and playback, and keeps to the user’s vehicles', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/login`);
    await page.fill('#username', 'demo');
    await page.fill('#password', 'demo123');
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/home');

    await page.getByRole('button', { name: '车联小助手' }).click();
    const panel = page.getByRole('dialog', { name: '车联小助手' });
    await panel.getByRole('button', { name: '平台的域名和端口是多少？' }).click();
    const jt808 = await page.evaluate(async () => {
      const raw = localStorage.getItem('main_sessionId') ?? '';
      const token = raw.startsWith('"') ? (JSON.parse(raw) as string) : raw;
      const r = await fetch('/car/v4/api/assistant/chat.json', {
        method: 'POST',
        headers: { sessionId: token, 'Content-Type': 'application/json' },
        body: JSON.stringify({ faqId: 14 }),
      });
      return ((await r.json()) as { obj: { text: string } }).obj.text;
    });
    expect(jt808).toContain(`127.0.0.1:${server.port}`);
    await expect.poll(() => panel.getByText(`http://127.0.0.1:${server.port}`, { exact: false }).count()).toBeGreaterThan(0);

    const input = panel.getByRole('textbox', { name: '输入问题' });
    await input.fill(`${THEIRS} 在哪`);
    await input.press('Enter');
    await expect.poll(() => panel.getByText(`没有找到车牌号或设备号为「${THEIRS}」的车辆`, { exact: false }).count()).toBeGreaterThan(0);

    await input.fill(`${MINE} 详情`);
    await input.press('Enter');
    const details = page.getByTestId('vehicle-details');
    await expect.poll(() => details.getByText('13800000001').count(), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(400);
    await page.screenshot({ path: screenshotPath('assistant-detail') });
    await page.keyboard.press('Escape');

    const opened = context.waitForEvent('page');
    await input.fill(`${MINE} 轨迹`);
    await input.press('Enter');
    const playback = await opened;
    await playback.waitForLoadState();
    const url = new URL(playback.url());
    expect(url.pathname).toBe('/car/playback');
    expect(url.searchParams.get('plate')).toBe(MINE);
    expect(url.searchParams.get('urlType')).toBe('blank');
    expect(Number(url.searchParams.get('vehicleId'))).toBeGreaterThan(0);
    await playback.close();
    await page.screenshot({ path: screenshotPath('assistant-panel') });
    await context.close();
  });
});
