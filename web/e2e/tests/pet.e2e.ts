// End-to-end: 宠物守护 (issue 24) in Chromium against a real server with the demo data. Through the
// shell at /pet/: a pet is added with the form and gets a photo; a watch-protocol collar reports
// (battery, steps, a run away from home); 开启走失模式 reaches the collar as UPLOAD,30 and the card
// shows 走失中 and its 语音 opens the voice panel; the home circle is saved from the pet's position, leaving it shows on 报警 as
// 离开安全区域; 活动统计 draws the day; 实时定位 shows the pet on the map with its panel and 轨迹回放
// plays its day. Screenshots under web/e2e/artifacts/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type Socket } from 'node:net';
import { deflateSync, crc32 } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, startServer, type RunningServer } from '../harness/server';
import { checkLivePage } from '../harness/liveMap';
import { signIn } from '../harness/login';
import { pageApiObj } from '../harness/pageApi';
import { clickUntilShown, settled } from '../harness/popups';

const COLLAR = '8800000201';
const HOME = { lat: 22.571707, lon: 113.861397 };

let server: RunningServer;
let browser: Browser;
let watchPort = 0;

beforeAll(async () => {
  watchPort = await freePort();
  server = await startServer({ 'gateway.watch_port': String(watchPort) }, { demoVehicles: 2 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A 3G* frame of `content` from the collar. */
const frame = (content: string) => `[3G*${COLLAR}*${content.length.toString(16).padStart(4, '0')}*${content}]`;

/** "DDMMYY,HHMMSS" (UTC) of `ms`. */
function watchTime(ms: number): string {
  const d = new Date(ms).toISOString();
  return `${d.slice(8, 10)}${d.slice(5, 7)}${d.slice(2, 4)},${d.slice(11, 13)}${d.slice(14, 16)}${d.slice(17, 19)}`;
}

const ud = (ms: number, lat: number, lon: number, kmh: number, steps: number) =>
  frame(`UD,${watchTime(ms)},A,${lat.toFixed(6)},N,${lon.toFixed(6)},E,${kmh.toFixed(1)},90.0,100,7,60,87,${steps},0,00000000,1,1,460,0,9360,4082,131`);

/** The collar's connection: what it sends and everything the server sent it. */
class Collar {
  private socket: Socket;
  received = '';
  private constructor(socket: Socket) {
    this.socket = socket;
    socket.on('data', (d) => (this.received += d.toString('latin1')));
  }
  static open(port: number): Promise<Collar> {
    return new Promise((resolve, reject) => {
      const s = connect(port, '127.0.0.1', () => resolve(new Collar(s)));
      s.once('error', reject);
    });
  }
  send(text: string) {
    this.socket.write(text);
  }
  close() {
    this.socket.destroy();
  }
}

/** A 64×64 PNG of one colour (the pet's photo). */
function png(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body) >>> 0);
    return Buffer.concat([len, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(64, 0);
  ihdr.writeUInt32BE(64, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(64 * 3, Buffer.from([230, 150, 60]))]);
  const raw = Buffer.concat(Array.from({ length: 64 }, () => row));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

async function shot(page: Page, name: string) {
  await page.waitForTimeout(300); // let antd's transitions settle before the picture
  await page.screenshot({ path: screenshotPath(name), fullPage: true });
}

describe('宠物守护', () => {
  it('adds a pet, shows its collar, switches lost mode, keeps a safe zone and draws its activity', { timeout: 240_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(server, page, 'admin', 'admin123');
    await page.goto(`${server.baseUrl}/pet/`);
    await page.waitForURL('**/pet/pets');
    await page.getByTestId('pets-page').waitFor();

    // 添加宠物 with the form.
    await page.getByRole('button', { name: '添加宠物' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('名字').fill('旺财');
    await dialog.getByLabel('品种').fill('柯基');
    await dialog.getByLabel('主人姓名').fill('王女士');
    await dialog.getByLabel('主人电话').fill('13800001111');
    await dialog.getByLabel('定位器设备号').fill(COLLAR);
    await shot(page, 'pet-add-dialog');
    await dialog.getByRole('button', { name: '保存' }).click();
    const card = page.getByTestId('pet-card').filter({ hasText: '旺财' });
    await card.waitFor();
    await expect.poll(() => card.innerText()).toContain('从未上线');

    // The photo, through the card's upload.
    await card.getByTestId('limited-upload-input').setInputFiles({ name: 'wangcai.png', mimeType: 'image/png', buffer: png() });
    await card.getByRole('img', { name: '旺财' }).waitFor({ timeout: 20_000 });

    // The collar reports: battery 87 %, a run of four fixes away from home, a rest, 2345 steps.
    const collar = await Collar.open(watchPort);
    collar.send(frame('LK,0,0,87'));
    const t0 = Date.now() - 12 * 60_000;
    let lat = HOME.lat;
    collar.send(ud(t0, lat, HOME.lon, 0, 100));
    for (let i = 1; i <= 4; i++) collar.send(ud(t0 + i * 60_000, (lat += 0.0018), HOME.lon, 12, 100 + i * 300));
    collar.send(frame('LK,2345,0,87'));
    await expect
      .poll(
        async () => {
          await page.reload();
          await card.waitFor();
          return card.innerText();
        },
        { timeout: 30_000, interval: 2_000 },
      )
      .toContain('电量 87%');
    expect(await card.innerText()).toContain('在线');

    // 开启走失模式: the collar is told to report every 30 s; the card says 走失中. The call's answer is
    // read first, so a failure says which step failed: the confirmation (no call), the call (its msg)
    // or the delivery (the command's state).
    const confirm = page.locator('.ant-popconfirm');
    await clickUntilShown(card.getByRole('button', { name: '开启走失模式' }), confirm);
    await settled(page, '.ant-popconfirm');
    const lostCall = page.waitForResponse((r) => r.url().includes('/pet/lost.json'), { timeout: 20_000 });
    await confirm.getByRole('button', { name: /确\s*定|OK/ }).click();
    const lost = (await (await lostCall).json()) as { flag: number; msg?: string; obj?: { lost: number; interval: number; online: number; commandId: number } };
    expect(lost, lost.msg).toMatchObject({ flag: 1, obj: { lost: 1, interval: 30, online: 1 } });
    await expect
      .poll(() => collar.received, { timeout: 20_000 })
      .toContain(`*${COLLAR}*0009*UPLOAD,30]`)
      .catch(async (e: Error) => {
        const command = await pageApiObj(page, `/car/v1/api/command/getCommand.json?id=${lost.obj!.commandId}`);
        throw new Error(`${e.message}\nthe command: ${JSON.stringify(command)}`);
      });
    await expect.poll(() => card.innerText(), { timeout: 20_000 }).toContain('走失中');
    await shot(page, 'pet-cards-lost');

    // 语音 (the collar is a watch type): the voice panel in a dialog, nothing recorded yet.
    await card.getByRole('button', { name: /语\s*音/ }).click();
    const voice = page.getByTestId('voice-panel');
    await voice.getByText('语音消息 - 旺财').waitFor();
    await voice.getByText('暂无语音消息').waitFor();
    await shot(page, 'pet-voice');
    await page.keyboard.press('Escape');
    await voice.waitFor({ state: 'hidden' });

    // 安全区域: home around the start (typed), 300 m.
    await page.getByRole('menuitem', { name: /安全区域/ }).click();
    await page.getByTestId('zone-page').waitFor();
    await page.getByLabel('纬度').fill(String(HOME.lat));
    await page.getByLabel('经度').fill(String(HOME.lon));
    await page.getByRole('button', { name: '保存安全区域' }).click();
    await expect.poll(() => page.getByTestId('zone-current').innerText(), { timeout: 20_000 }).toContain('半径300米');
    await shot(page, 'pet-zone');

    // Out of the circle (the last fix was 800 m north): the next fixes raise the circle's alarm.
    collar.send(ud(Date.now() - 60_000, lat, HOME.lon, 0, 2400));
    collar.send(ud(Date.now() - 30_000, lat, HOME.lon, 0, 2400));
    await page.getByRole('menuitem', { name: /报警/ }).click();
    await page.getByTestId('alarm-page').waitFor();
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: '查询' }).click();
          await page.waitForTimeout(500);
          return page.getByTestId('alarm-page').innerText();
        },
        { timeout: 30_000 },
      )
      .toContain('离开安全区域');
    await shot(page, 'pet-alarms');

    // 活动统计: the collar's last 2,400 steps in a day of the 7, and the page's total is the days'.
    // Not "today" alone: run near midnight in China, the walk above spans two days.
    await page.getByRole('menuitem', { name: /活动统计/ }).click();
    await page.getByTestId('activity-page').waitFor();
    const wangcaiNow = async () => (await pageApiObj<{ data: Array<{ id: number; name: string; lastSeen: string }> }>(page, '/car/v4/api/pet/list.json?pageNumber=1&pageSize=20')).data.find((p) => p.name === '旺财')!;
    const wangcaiId = (await wangcaiNow()).id;
    const week = () => pageApiObj<Array<{ steps: number }>>(page, `/car/v4/api/pet/activity.json?id=${wangcaiId}&days=7`);
    let days: Array<{ steps: number }> = [];
    await expect.poll(async () => Math.max(...(days = await week()).map((d) => d.steps)), { timeout: 20_000 }).toBe(2400);
    const total = days.reduce((n, d) => n + d.steps, 0);
    await expect.poll(() => page.getByTestId('activity-page').innerText(), { timeout: 20_000 }).toContain(`总步数\n${total.toLocaleString('en-US')}`);
    await page.locator('canvas').first().waitFor();
    await shot(page, 'pet-activity');

    // 实时定位: the pet on the live map; its info window has its battery, steps and lost mode.
    const info = await checkLivePage(page, { url: `${server.baseUrl}/pet/monitor`, kind: 3, names: ['旺财'], pick: '旺财', panel: 'pet-panel', shot: 'pet-monitor' });
    const panel = info.getByTestId('pet-panel');
    await expect.poll(async () => (await panel.textContent()) ?? '', { timeout: 15_000 }).toContain('今日步数：2400');
    expect(await panel.textContent()).toContain('电量：87%');
    expect(await panel.textContent()).toContain('走失中');
    expect(await panel.getByRole('button', { name: '已找到' }).count()).toBe(1);

    // 轨迹回放 of the pet's day (as 人员管理 › 轨迹 opens the card's): drawn, then played.
    // The walk's period, not the day of its last fix: run near midnight in China, the walk spans
    // two days (as in 活动统计 above), and the last day alone may hold a fix or two.
    const wangcai = await wangcaiNow();
    const china = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    const walkStart = china(Date.parse(`${wangcai.lastSeen.replace(' ', 'T')}+08:00`) - 20 * 60_000);
    const period = `beginTime=${encodeURIComponent(walkStart)}&endTime=${encodeURIComponent(wangcai.lastSeen)}`;
    await page.goto(`${server.baseUrl}/pet/track?vehicleId=${wangcai.id}&plate=${encodeURIComponent('旺财')}&${period}`);
    await page.waitForFunction(() => performance.getEntriesByName('playback:drawn').length > 0, undefined, { timeout: 30_000 });
    await page.waitForFunction(() => performance.getEntriesByName('playback:playable').length > 0);
    const bar = page.getByTestId('player-bar');
    await bar.getByText('飚', { exact: true }).click();
    await bar.getByRole('button', { name: '播放' }).click();
    await expect.poll(async () => Number(await bar.getAttribute('data-position')), { timeout: 15_000 }).toBeGreaterThan(2);
    await page.waitForTimeout(500);
    await page.screenshot({ path: screenshotPath('pet-track') });

    // Found: the normal interval goes back.
    await page.getByRole('menuitem', { name: /我的宠物/ }).click();
    await card.getByRole('button', { name: '已找到' }).click();
    await expect.poll(() => collar.received, { timeout: 20_000 }).toContain(`*${COLLAR}*000a*UPLOAD,600]`);
    await expect.poll(() => card.innerText(), { timeout: 20_000 }).not.toContain('走失中');
    collar.close();
  });
});
