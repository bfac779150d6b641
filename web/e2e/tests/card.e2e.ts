// End-to-end: the 智能工牌 sub-app (platformId 11) against a real server. The administrator opens it
// from the header (eleven pages in its side menu), adds a person with a badge (and opens its 指令 menu's
// SOS号码 form), a whole-day attendance rule and a patrol point through the dialogs; the badge reports
// once through the 3G* watch gateway and 考勤日报, 考勤月报 and 巡更记录 show that person (arrived;
// checked in); the day report exports to the download center; 实时定位 shows the badge on the map with
// the person's record; the badge's health readings show in 健康数据 (a high heart rate marked 异常, the
// charts) and its SOS in SOS/跌倒, handled there; the SOS shows in 实时定位's alarm panel too, whose
// 处理 names the person (姓名, 所属分组; no 车牌号); its voice message plays in 语音消息 and a recording
// (Chromium's fake microphone) goes back to it. The fleet user (普通用户) holds the app too.
// Screenshots at 1366×768.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { checkLivePage } from '../harness/liveMap';
import { signIn } from '../harness/login';
import { freePort, startServer, type RunningServer } from '../harness/server';

const PAGES = ['人员管理', '实时定位', '轨迹回放', '考勤规则', '考勤日报', '考勤月报', '巡更点', '巡更记录', '健康数据', 'SOS/跌倒', '语音消息'];
const BADGE = '8612345678';
const COMPANY = '顺达物流有限公司';

let server: RunningServer;
let browser: Browser;
let watchPort = 0;

beforeAll(async () => {
  watchPort = await freePort();
  server = await startServer({ 'gateway.watch_port': String(watchPort) }, { demoVehicles: 6 });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** "DDMMYY,HHMMSS" of now (UTC), as watches send their fix times. */
function watchTime(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(now.getUTCDate())}${two(now.getUTCMonth() + 1)}${two(now.getUTCFullYear() % 100)},${two(now.getUTCHours())}${two(now.getUTCMinutes())}${two(now.getUTCSeconds())}`;
}

/** Sends the contents as frames of badge `id` ([3G*id*LLLL*content]) on one connection. */
function sendWatch(id: string, contents: string[]): Promise<void> {
  const frames = contents.map((c) => `[3G*${id}*${Buffer.byteLength(c).toString(16).toUpperCase().padStart(4, '0')}*${c}]`).join('');
  return new Promise((resolve, reject) => {
    const socket = connect(watchPort, '127.0.0.1', () => {
      socket.write(frames);
      setTimeout(() => {
        socket.end();
        resolve();
      }, 500);
    });
    socket.on('error', reject);
  });
}

/** A voice message of badge `id`: TK with a 2 s AMR-NB file (100 frames of 12.2 kbit/s whose bits
 * need no escaping), LLLL counting the file unescaped as Traccar's TK capture does. */
function sendWatchVoice(id: string): Promise<void> {
  const amr = Buffer.concat([Buffer.from('#!AMR\n'), ...Array.from({ length: 100 }, (_, i) => Buffer.from([0x3c, ...Array.from({ length: 31 }, (__, k) => 0x40 + ((i * 7 + k * 13) % 60))]))]);
  const content = Buffer.concat([Buffer.from('TK,'), amr]);
  const frame = Buffer.concat([Buffer.from(`[3G*${id}*${content.length.toString(16).padStart(4, '0')}*`), content, Buffer.from(']')]);
  return new Promise((resolve, reject) => {
    const socket = connect(watchPort, '127.0.0.1', () => {
      socket.write(frame);
      setTimeout(() => {
        socket.end();
        resolve();
      }, 500);
    });
    socket.on('error', reject);
  });
}

/** One UD position of badge `id` at (lat, lon) now. */
function sendWatchPosition(id: string, lat: number, lon: number): Promise<void> {
  return sendWatch(id, [`UD,${watchTime()},A,${lat.toFixed(6)},N,${lon.toFixed(6)},E,0.0,0.0,10,8,90,80,100,0,00000000,0`]);
}

/** The obj of a card call made by the signed-in page. */
async function call<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
    const r = await fetch(`/car/v4/api/card/${p}`, { headers: { sessionId: sid } });
    return ((await r.json()) as { obj: T }).obj;
  }, path);
}

async function sideMenu(page: Page): Promise<string[]> {
  const menu = page.getByRole('navigation', { name: '智能工牌菜单' });
  await menu.getByRole('menuitem').first().waitFor();
  return (await menu.getByRole('menuitem').allTextContents()).map((t) => t.trim());
}

async function openPage(page: Page, title: string, testId: string) {
  await page.getByRole('navigation', { name: '智能工牌菜单' }).getByText(title, { exact: true }).click();
  await page.getByTestId(testId).waitFor();
}

/** Picks `group` in the 所属分组 tree of the open dialog. */
async function pickGroup(page: Page, dialogTestId: string, group: string) {
  await page.getByTestId(dialogTestId).getByLabel('所属分组').click();
  await page.locator('.ant-select-tree').getByTitle(group, { exact: true }).click();
}

async function fill(page: Page, dialogTestId: string, values: Record<string, string>) {
  const dialog = page.getByTestId(dialogTestId);
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
}

const today = () => {
  const d = new Date(Date.now() + 8 * 3600_000);
  return d.toISOString().slice(0, 10);
};

describe('智能工牌', () => {
  it('the administrator keeps people, a rule and a patrol point; a badge report shows in the reports', { timeout: 240_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'admin', 'admin123');
    await page.getByRole('navigation', { name: '应用导航' }).getByText('智能工牌', { exact: true }).click();
    await page.waitForURL('**/card/person');
    expect(await sideMenu(page)).toEqual(PAGES);
    await page.getByTestId('person-page').waitFor();

    // 人员管理 › 新增
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.getByTestId('person-dialog').waitFor();
    await fill(page, 'person-dialog', { 姓名: '张三', '工号/学号': 'S2026001', 部门: '初二（3）班', 工牌终端号: BADGE });
    await pickGroup(page, 'person-dialog', COMPANY);
    await page.screenshot({ path: screenshotPath('card-person-dialog') });
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByRole('cell', { name: BADGE }).waitFor();
    await page.screenshot({ path: screenshotPath('card-person') });
    // 指令: the badge's named commands; SOS号码 opens the shared instructions dialog on its form.
    await page.getByTestId('person-commands').click();
    await page.getByRole('menuitem', { name: 'SOS号码' }).waitFor();
    await page.screenshot({ path: screenshotPath('card-person-command-menu') });
    await page.getByRole('menuitem', { name: 'SOS号码' }).click();
    const commands = page.getByRole('dialog').filter({ hasText: '指令下发' });
    await commands.getByText('张三').first().waitFor();
    await commands.getByText('1至3个号码').waitFor();
    await page.screenshot({ path: screenshotPath('card-person-commands') });
    await page.keyboard.press('Escape');
    await commands.waitFor({ state: 'hidden' });

    // 考勤规则 › 新增: the whole day at the school gate
    await openPage(page, '考勤规则', 'attendance-rule-page');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.getByTestId('rule-dialog').waitFor();
    await pickGroup(page, 'rule-dialog', COMPANY);
    await fill(page, 'rule-dialog', { 规则名称: '全天班', 纬度: '22.54', 经度: '114.05', '半径(米)': '300', 上班时间: '00:00', 下班时间: '23:59' });
    await page.screenshot({ path: screenshotPath('card-rule-dialog') });
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByRole('cell', { name: '00:00-23:59' }).waitFor();
    await page.screenshot({ path: screenshotPath('card-rule') });

    // 巡更点 › 新增
    await openPage(page, '巡更点', 'patrol-point-page');
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await page.getByTestId('point-dialog').waitFor();
    await pickGroup(page, 'point-dialog', COMPANY);
    await fill(page, 'point-dialog', { 巡更点名称: '东门岗亭', 纬度: '22.5401', 经度: '114.0501', '半径(米)': '100' });
    await page.screenshot({ path: screenshotPath('card-point-dialog') });
    await page.getByRole('button', { name: /保\s*存/ }).click();
    await page.getByRole('cell', { name: '东门岗亭' }).waitFor();
    await page.screenshot({ path: screenshotPath('card-point') });

    // The badge reports inside the fence and at the point through the watch gateway.
    await sendWatchPosition(BADGE, 22.5401, 114.0501);
    await expect
      .poll(async () => (await call<{ data: { arriveTime: string }[] }>(page, `attendance/day.json?day=${today()}`)).data[0]?.arriveTime ?? '', { timeout: 20_000 })
      .not.toBe('');

    // 人员管理 › 轨迹: the person's track in 轨迹回放 (the playback of @chelian/tracking)
    await openPage(page, '人员管理', 'person-page');
    await page.getByRole('button', { name: /轨\s*迹/ }).click();
    await page.waitForURL(/\/card\/track\?/);
    await page.waitForTimeout(3000); // the map and the track load
    await page.screenshot({ path: screenshotPath('card-track') });

    // 考勤日报 for today: 张三 arrived, the day is still counted (统计中)
    await openPage(page, '考勤日报', 'attendance-day-page');
    const dayInput = page.getByTestId('attendance-day-page').getByLabel('日期');
    await dayInput.click();
    await dayInput.fill(today());
    await dayInput.press('Enter');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByRole('cell', { name: '统计中' }).waitFor();
    await page.screenshot({ path: screenshotPath('card-attendance-day') });
    // 导出 goes to the download center and opens the 下载列表 tip.
    const queued = page.waitForResponse((r) => r.url().includes('exportDay.json') && r.url().includes('toCenter=1'));
    await page.getByTestId('attendance-day-page').getByRole('button', { name: '导出', exact: true }).click();
    const reply = (await (await queued).json()) as { flag: number; obj: { fileName: string } };
    expect(reply.flag).toBe(1);
    await page.getByTestId('download-tip').locator('.ant-list-item').filter({ hasText: reply.obj.fileName }).getByRole('button', { name: /下\s*载/ }).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: screenshotPath('card-attendance-day-export') });

    await openPage(page, '考勤月报', 'attendance-month-page');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByRole('cell', { name: '张三' }).waitFor();
    await page.screenshot({ path: screenshotPath('card-attendance-month') });

    await openPage(page, '巡更记录', 'patrol-record-page');
    const recordInput = page.getByTestId('patrol-record-page').getByLabel('日期');
    await recordInput.click();
    await recordInput.fill(today());
    await recordInput.press('Enter');
    await page.getByRole('button', { name: /搜\s*索/ }).click();
    await page.getByRole('cell', { name: '已巡更' }).waitFor();
    await page.screenshot({ path: screenshotPath('card-patrol-record') });

    // 实时定位: the badge on the map (its latest state is stored: the attendance above read it), the
    // person's record in its info window.
    const info = await checkLivePage(page, { url: `${server.baseUrl}/card/monitor`, kind: 2, names: ['张三'], pick: '张三', panel: 'person-panel', shot: 'card-monitor' });
    await expect.poll(async () => (await info.getByTestId('person-panel').textContent()) ?? '', { timeout: 15_000 }).toContain('S2026001');
    expect(await info.getByTestId('person-panel').textContent()).toContain('初二（3）班');

    // The badge measures: heart rate 131 (above the default 120), blood pressure, SpO2, temperature.
    await sendWatch(BADGE, ['heart,131', 'BLOOD,118,76', 'oxygen,0,97', 'btemp2,1,36.6']);
    await openPage(page, '健康数据', 'health-page');
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: /搜\s*索/ }).click();
          return page.getByTestId('health-page').getByText('131 次/分').count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await page.getByTestId('health-page').getByText('异常').first().waitFor();
    await page.getByTestId('health-page').getByText('118/76 mmHg').waitFor();
    await page.getByRole('button', { name: /曲\s*线/ }).click();
    await page.getByTestId('health-charts').getByRole('img', { name: '心率' }).waitFor();
    await page.waitForTimeout(1000); // the charts draw
    await page.screenshot({ path: screenshotPath('card-health') });
    await page.getByTestId('health-charts').getByRole('img', { name: '体温' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('card-health-charts') });

    // The badge's SOS key: an AL with bit 16; SOS/跌倒 lists it and 处理 handles it.
    await sendWatch(BADGE, [`AL,${watchTime()},A,22.540100,N,114.050100,E,0.0,0.0,10,8,90,80,100,0,00010000,0`]);
    await openPage(page, 'SOS/跌倒', 'sos-page');
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: /刷\s*新/ }).click();
          return page.getByTestId('sos-page').getByRole('cell', { name: '张三' }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await page.getByTestId('sos-page').getByText('紧急报警').waitFor();
    await page.screenshot({ path: screenshotPath('card-sos') });

    // The shell's header tip names the person with the card's words (姓名, 所属分组), and 查看全部 opens
    // the card's 实时定位, the monitor of a person's alarms (D157).
    await page.getByTestId('alarm-tip-button').click();
    const tip = page.getByTestId('alarm-tip');
    await tip.getByText('姓名：张三').first().waitFor({ timeout: 20_000 });
    expect(await tip.textContent()).toContain('所属分组：');
    expect(await tip.textContent()).not.toMatch(/车牌|车组/);
    await page.waitForTimeout(500); // the popover's opening animation
    await page.screenshot({ path: screenshotPath('card-header-alarm-tip') });
    await tip.getByRole('button', { name: '查看全部（监控中心）' }).click();
    await page.waitForURL(/\/card\/monitor/);

    // 实时定位's alarm panel lists the SOS in the person's words; a row click focuses 张三, 处理 opens
    // the shared handling dialog with 姓名 and 所属分组 (closed again: SOS/跌倒 handles it below).
    await openPage(page, '实时定位', 'asset-monitor');
    const alarmPanel = page.getByTestId('alarm-panel');
    await alarmPanel.getByRole('cell', { name: '紧急报警' }).waitFor({ timeout: 20_000 });
    await alarmPanel.getByRole('columnheader', { name: '姓名' }).waitFor();
    await alarmPanel.getByRole('columnheader', { name: '所属分组' }).waitFor();
    expect(await alarmPanel.textContent()).not.toMatch(/车牌|车组/);
    expect(await alarmPanel.getByRole('columnheader', { name: '速度' }).count()).toBe(0); // a person's alarm has no speed
    // Other alarms of 张三 (the high heart rate) may be listed too: the SOS's row.
    const sosRow = alarmPanel.getByRole('row').filter({ hasText: '紧急报警' });
    await sosRow.getByRole('cell', { name: '张三' }).click();
    await expect.poll(async () => (await page.getByTestId('asset-info').textContent()) ?? '', { timeout: 15_000 }).toContain('张三');
    await page.waitForTimeout(1000); // the camera's move to the person ends
    await page.screenshot({ path: screenshotPath('card-monitor-alarms') });
    await sosRow.getByRole('button', { name: /^处\s*理$/ }).click();
    const monitorHandle = page.getByRole('dialog').filter({ hasText: '紧急报警' });
    await monitorHandle.getByText('姓名', { exact: true }).waitFor();
    expect(await monitorHandle.textContent()).toContain('所属分组');
    expect(await monitorHandle.textContent()).toContain('张三');
    expect(await monitorHandle.textContent()).not.toContain('车牌号');
    await page.waitForTimeout(500); // the dialog's opening animation
    await page.screenshot({ path: screenshotPath('card-monitor-alarm-handle') });
    await monitorHandle.getByRole('button', { name: /取\s*消/ }).click();
    await monitorHandle.waitFor({ state: 'hidden' });
    // The panel collapses to its title bar (#30 item 6).
    await alarmPanel.getByRole('button', { name: '收起' }).click();
    await alarmPanel.getByRole('button', { name: '展开' }).waitFor();
    await page.screenshot({ path: screenshotPath('card-monitor-alarms-collapsed') });
    await alarmPanel.getByRole('button', { name: '展开' }).click();
    await openPage(page, 'SOS/跌倒', 'sos-page');
    await page.getByTestId('sos-page').getByRole('button', { name: /处\s*理/ }).click();
    const handle = page.getByRole('dialog').filter({ hasText: '张三' });
    await handle.getByLabel('联系人').fill('王老师');
    await handle.getByLabel('联系电话').fill('13800138000');
    await page.waitForTimeout(500); // the dialog's opening animation
    await page.screenshot({ path: screenshotPath('card-sos-handle') });
    await handle.getByRole('button', { name: /确\s*定|提\s*交|保\s*存/ }).click();
    await page.getByTestId('sos-page').getByText('暂无未处理的SOS或跌倒报警').waitFor({ timeout: 20_000 });

    // 语音消息: the badge's voice message plays (the server decodes the AMR to WAV: the player gets
    // its 2 s), then a recording from the (fake) microphone goes to the badge as 发出.
    await sendWatchVoice(BADGE);
    await openPage(page, '语音消息', 'voice-page');
    await page.getByTestId('voice-page').getByRole('button', { name: /语\s*音/ }).first().click();
    const panel = page.getByTestId('voice-panel');
    await expect
      .poll(
        async () => {
          await page.waitForTimeout(500);
          return panel.getByText('收到', { exact: true }).count();
        },
        { timeout: 30_000 },
      )
      .toBeGreaterThan(0);
    const audio = panel.getByTestId('voice-audio').first();
    expect(await audio.getAttribute('src')).toContain('sessionId=');
    const seconds = await audio.evaluate(
      (a: HTMLAudioElement) =>
        new Promise<number>((resolve) => {
          if (a.readyState >= 1) resolve(a.duration);
          else a.addEventListener('loadedmetadata', () => resolve(a.duration), { once: true });
          a.load();
        }),
    );
    expect(seconds).toBeCloseTo(2, 1);
    await audio.evaluate((a: HTMLAudioElement) => a.play().catch(() => undefined));
    await page.waitForTimeout(500);
    await page.screenshot({ path: screenshotPath('card-voice') });
    await panel.getByTestId('voice-record').click();
    await panel.getByTestId('voice-stop').waitFor();
    await page.waitForTimeout(2000);
    await page.screenshot({ path: screenshotPath('card-voice-recording') });
    await panel.getByTestId('voice-stop').click();
    await panel.getByText('发出', { exact: true }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: screenshotPath('card-voice-sent') });
    await page.close();
  });

  it('the fleet user (普通用户) holds the app with its eleven pages', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await page.goto(`${server.baseUrl}/card`);
    await page.waitForURL('**/card/person');
    expect(await sideMenu(page)).toEqual(PAGES);
    await page.getByRole('cell', { name: BADGE }).waitFor();
    await page.screenshot({ path: screenshotPath('card-person-demo') });
    await page.close();
  });
});
