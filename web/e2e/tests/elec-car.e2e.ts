// End-to-end: 电单车卫士 (issue 25, docs/elec-car.md) in Chromium against a real server with the
// demo data. An e-bike (assets kind 4) is added in 一车队 and its JT/T 808 tracker reports twice
// (pack %, odometer, a power-cut alarm); then the app's pages through the shell: 我的车辆 (card with
// battery and range), the 锁车 confirmation and the command's delivery state, 找车, 实时定位 (the live
// map with the bike's panel), 骑行记录 with a ride's track, 防盗报警, 分享 with a link made, and the public share page opened without a session.
// Screenshots under web/e2e/artifacts/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, startServer, type RunningServer } from '../harness/server';
import { reportOnce } from '../harness/jt808';
import { checkLivePage } from '../harness/liveMap';
import { signIn } from '../harness/login';

const TERMINAL = '13966660001';
const PLATE = '沪E电001';

let server: RunningServer;
let browser: Browser;
let jt808 = 0;

beforeAll(async () => {
  jt808 = await freePort();
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': '-1', 'gateway.jt808_auth': 'warn' }, { demoVehicles: 6 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A signed-in call from the page (its session), answering the envelope. */
async function call<T>(page: Page, path: string, body?: unknown): Promise<{ flag: number; msg: string; obj: T }> {
  return page.evaluate(
    async ([p, b]) => {
      const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
      const r = await fetch(p as string, {
        method: b ? 'POST' : 'GET',
        headers: { sessionId: sid, 'Content-Type': 'application/json' },
        body: b ? JSON.stringify(b) : undefined,
      });
      return r.json();
    },
    [path, body] as const,
  );
}

/** Additional items: pack % (0xD4) and the odometer (0x01, 0.1 km). */
function items(pct: number, odometerKm: number): Buffer {
  const b = Buffer.alloc(3 + 6);
  b.writeUInt8(0xd4, 0);
  b.writeUInt8(1, 1);
  b.writeUInt8(pct, 2);
  b.writeUInt8(0x01, 3);
  b.writeUInt8(4, 4);
  b.writeUInt32BE(Math.round(odometerKm * 10), 5);
  return b;
}

async function choose(page: Page, plate: string): Promise<void> {
  await page.getByTestId('bike-select').click();
  await page.locator('.ant-select-item-option', { hasText: plate }).click();
}

describe('电单车卫士', () => {
  it('shows the bike, locks with confirmation, finds it, lists rides and alarms, and shares it', { timeout: 300_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signIn(server, page, 'admin', 'admin123');
    const groups = await call<{ data: Array<{ gi: number; gn: string }> }>(page, '/car/v1/api/monitor/loadGroups?concernNeed=false');
    const fleet = groups.obj.data.find((g) => g.gn === '一车队');
    expect(fleet).toBeTruthy();
    const added = await call<{ id: number }>(page, '/car/v4/api/assets/add.json', {
      assetsBaseVO: { groupId: fleet!.gi, plate: PLATE, terminalNo: TERMINAL, terminalType: 'GPRS-部标', kind: 4, iconType: 4 },
    });
    expect(added.flag, added.msg).toBe(1);
    const now = Date.now();
    await reportOnce(jt808, { terminal: TERMINAL, serial: 1, lat: 31.2, lon: 121.4, speedKmh: 12, course: 90, timeMs: now - 600_000, extra: items(90, 100) });
    // A ride between them: four fixes moving north-east at 15 km/h.
    for (let i = 1; i <= 4; i++) {
      await reportOnce(jt808, { terminal: TERMINAL, serial: 10 + i, lat: 31.2 + i * 0.006, lon: 121.4 + i * 0.004, speedKmh: 15, course: 45, timeMs: now - 600_000 + i * 100_000, extra: items(90 - i * 3, 100 + i) });
    }
    await reportOnce(jt808, { terminal: TERMINAL, serial: 2, lat: 31.23, lon: 121.42, speedKmh: 0, course: 90, timeMs: now - 60_000, alarm: 0x100, extra: items(78, 106) });

    // The latest state reaches the table the list reads with the pipeline's next snapshot (every few
    // seconds, longer on a loaded machine): wait for it before opening the page, which reads it once.
    await expect
      .poll(
        async () => {
          const bikes = await call<{ data: Array<{ plate: string; batteryPct: number }> }>(page, '/car/v4/api/elecar/bikes.json');
          return bikes.obj?.data?.find((b) => b.plate === PLATE)?.batteryPct;
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(78);
    // 我的车辆 through the shell: the app's root opens its first page.
    await page.goto(`${server.baseUrl}/elec-car/`);
    await page.waitForURL('**/elec-car/bikes');
    const card = page.locator('[data-testid^="bike-card-"]', { hasText: PLATE });
    await expect.poll(() => card.innerText(), { timeout: 30_000 }).toContain('78%');
    await expect.poll(() => card.getByTestId('bike-range').innerText(), { timeout: 10_000 }).toContain('公里');
    await page.screenshot({ path: screenshotPath('elec-car-bikes') });

    // 锁车: confirmation with the password, then the command's state (the tracker is offline).
    await card.getByRole('button', { name: /锁\s*车/ }).click();
    await page.getByTestId('lock-password').fill('admin123');
    await page.screenshot({ path: screenshotPath('elec-car-lock-confirm') });
    await page.getByRole('button', { name: /确\s*认/ }).click();
    const progress = page.getByTestId('command-progress');
    await expect.poll(() => progress.innerText(), { timeout: 20_000 }).toContain(PLATE);
    await page.screenshot({ path: screenshotPath('elec-car-lock-progress') });
    await page.keyboard.press('Escape');

    // 找车 from the card.
    await card.getByRole('button', { name: /找\s*车/ }).click();
    await page.waitForURL('**/elec-car/find?vehicleId=*');
    await expect.poll(() => page.getByTestId('find-card').innerText(), { timeout: 20_000 }).toContain('31.23');
    await page.screenshot({ path: screenshotPath('elec-car-find') });

    // 实时定位: the bike on the live map; its info window has battery, range and the commands.
    const info = await checkLivePage(page, { url: `${server.baseUrl}/elec-car/monitor`, kind: 4, names: [PLATE], pick: PLATE, panel: 'bike-panel', shot: 'elec-car-monitor' });
    const panel = info.getByTestId('bike-panel');
    expect(await panel.textContent()).toContain('78%');
    expect(await panel.getByRole('button', { name: /设\s*防|撤\s*防/ }).count()).toBe(1);
    await panel.getByRole('button', { name: /找\s*车/ }).click();
    await page.waitForURL('**/elec-car/find?vehicleId=*');

    // 骑行记录.
    await page.goto(`${server.baseUrl}/elec-car/rides`);
    await choose(page, PLATE);
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect.poll(() => page.getByTestId('rides-summary').innerText(), { timeout: 20_000 }).toContain('次骑行');
    await page.screenshot({ path: screenshotPath('elec-car-rides') });
    // A ride's 轨迹: the kit's playback on exactly that ride, drawn.
    await page.getByRole('link', { name: '查看第1次骑行的轨迹' }).click();
    await page.waitForURL('**/elec-car/rides/track?*');
    await page.waitForFunction(() => performance.getEntriesByName('playback:drawn').length > 0, undefined, { timeout: 30_000 });
    await expect.poll(() => page.getByTestId('track-table').locator('tbody tr.ant-table-row').count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await page.waitForTimeout(800);
    await page.screenshot({ path: screenshotPath('elec-car-ride-track') });

    // 防盗报警: the power cut the tracker reported.
    await page.goto(`${server.baseUrl}/elec-car/alarms`);
    await expect.poll(() => page.locator('.ant-table-tbody').innerText(), { timeout: 30_000 }).toContain('终端主电源掉电');
    await page.screenshot({ path: screenshotPath('elec-car-alarms') });

    // 分享: a link for 24 hours, then the public page without any session.
    await page.goto(`${server.baseUrl}/elec-car/share`);
    await choose(page, PLATE);
    await page.getByRole('button', { name: '生成分享链接' }).click();
    const made = page.getByTestId('share-made');
    await expect.poll(() => made.innerText(), { timeout: 20_000 }).toContain('/child/elec-car/share.html#t=');
    await expect.poll(() => page.locator('.ant-table-tbody').innerText(), { timeout: 20_000 }).toContain('有效');
    await page.screenshot({ path: screenshotPath('elec-car-share') });
    const link = (await made.locator('code').innerText()).trim();

    const stranger = await browser.newContext({ viewport: { width: 480, height: 720 } });
    const pub = await stranger.newPage();
    await pub.goto(link);
    await expect.poll(() => pub.locator('#share-root').innerText(), { timeout: 20_000 }).toContain(PLATE);
    expect(await pub.locator('#share-root').innerText()).toContain('78%');
    await pub.screenshot({ path: screenshotPath('elec-car-share-public') });
    // A forged token shows the refusal, nothing of the bike.
    await pub.goto(link.replace(/.$/, (c) => (c === 'a' ? 'b' : 'a')));
    await pub.reload();
    await expect.poll(() => pub.locator('#share-root').innerText(), { timeout: 20_000 }).toContain('分享链接无效或已过期');
    expect(await pub.locator('#share-root').innerText()).not.toContain(PLATE);
    await pub.screenshot({ path: screenshotPath('elec-car-share-forged') });
    await stranger.close();
  });
});
