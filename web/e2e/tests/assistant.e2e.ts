// End-to-end: the AI assistant in the shell against a real server — a FAQ prompt answered with
// this server's ports (R-APP-5), a paraphrased question answered from the FAQ, "<plate> 详情"
// opening the vehicle info dialog in the shell (R-QA-2), "<plate> 轨迹" opening playback in a new
// tab (R-QA-1), a vehicle outside the user's groups not found; and, with a stub OpenAI-compatible
// model on loopback, an answer streamed into the panel with the FAQ entries it cites (issue 29).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

async function signInAsDemo(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`);
  await page.fill('#username', 'demo');
  await page.fill('#password', 'demo123');
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await page.waitForURL('**/home');
}

/** An OpenAI-compatible stub: the first piece at once, the others after `release()`. */
async function startStubModel(pieces: string[]) {
  const bodies: string[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      bodies.push(body);
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      const send = (content: string) => res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { content } }] })}\n\n`);
      send(pieces[0] ?? '');
      void released.then(() => {
        pieces.slice(1).forEach(send);
        res.end('data: [DONE]\n\n');
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, bodies, release, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('assistant', () => {
  it('answers a prompt, opens a vehicle dialog and playback, and keeps to the user’s vehicles', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
    const page = await context.newPage();
    await signInAsDemo(page, server.baseUrl);

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
    // A paraphrase in none of the FAQ's words: FAQ 11 (定位偏差) answers it.
    await input.fill('地图上的位置和实际差了好几百米');
    await input.press('Enter');
    await expect.poll(() => panel.getByText('国内地图使用不同的坐标系', { exact: false }).count()).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    await page.screenshot({ path: screenshotPath('assistant-paraphrase') });

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

  it('streams a language-model answer from the FAQ passages and shows the entries it cites', async () => {
    const stub = await startStubModel([
      '位置更新的快慢取决于设备的上报间隔：',
      '行驶时一般 10–30 秒一次，停车熄火后会变慢；',
      '可以用「设置上报间隔」指令缩短间隔【FAQ 7】。',
    ]);
    const modelServer = await startServer({
      'auth.captcha': 'off',
      'assistant.llm_url': stub.url,
      'assistant.llm_model': 'stub-model',
      'assistant.llm_allow_private': 'on', // the stub is on loopback
    });
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      await signInAsDemo(page, modelServer.baseUrl);
      await page.getByRole('button', { name: '车联小助手' }).click();
      const panel = page.getByRole('dialog', { name: '车联小助手' });
      const input = panel.getByRole('textbox', { name: '输入问题' });
      await input.fill('车在跑，可地图上半天才动一下');
      await input.press('Enter');
      // The first piece is on screen while the model is still writing.
      await expect.poll(() => panel.getByText('取决于设备的上报间隔', { exact: false }).count()).toBeGreaterThan(0);
      expect(await panel.getByTestId('assistant-citations').count()).toBe(0);
      await page.screenshot({ path: screenshotPath('assistant-llm-streaming') });
      stub.release();
      const cited = panel.getByRole('button', { name: '常见问题 7·定位上传慢' });
      await expect.poll(() => cited.count(), { timeout: 15_000 }).toBe(1);
      await expect.poll(() => panel.getByText('缩短间隔【FAQ 7】', { exact: false }).count()).toBeGreaterThan(0);
      await page.waitForTimeout(300);
      await page.screenshot({ path: screenshotPath('assistant-llm-done') });
      expect(stub.bodies).toHaveLength(1);
      expect(stub.bodies[0]).toContain('【FAQ 7】');
      expect(stub.bodies[0]).toContain('"stream":true');
      await context.close();
    } finally {
      await modelServer.stop();
      await stub.close();
    }
  });
});
