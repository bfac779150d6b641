// End-to-end: the console under many alarms (#30 items 3 and 4), at 1366×768 and 1920×1080. Hundreds
// of JT/T 808 alarm reports from the demo terminals: at most three notifications on screen (two
// pop-ups and the summary), under an open dialog and clear of its buttons and of the alarm panel's
// 处理; the header tip, the monitor's alarm panel and the server count the same true total; handling
// the listed page loads the next. Screenshots: web/e2e/artifacts/alarm-load-*.png.
import { afterEach, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, startServer, type RunningServer } from '../harness/server';
import { reportOnce } from '../harness/jt808';
import { signIn } from '../harness/login';
import { clickUntilShown } from '../harness/popups';

/** Each report raises three alarms: 紧急报警, 碰撞报警 and 侧翻报警 (JT/T 808 alarm bits 0, 29, 30). */
const ALARM_BITS = (1 << 0) | (1 << 29) | (1 << 30);
const ALARMS_PER_REPORT = 3;
/** 250 demo vehicles: every fifth has a GT06, the others' 200 JT/T 808 terminals (1380000xxxx) report here; the admin sees them all. */
const DEMO_VEHICLES = 250;
const TERMINALS = Array.from({ length: DEMO_VEHICLES }, (_, i) => i)
  .filter((i) => i % 5 !== 4)
  .map((i) => `1380000${String(1 + i).padStart(4, '0')}`);
/** The monitor's alarm panel lists the newest 500 (queryAlarm's page). */
const PANEL_PAGE = 500;

const SIZES = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
];

let server: RunningServer | undefined;
let browser: Browser | undefined;

afterEach(async () => {
  await browser?.close();
  await server?.stop();
  browser = undefined;
  server = undefined;
});


/** Alarm reports from terminals [from, to), twenty connections at a time. */
async function sendAlarms(port: number, from: number, to: number): Promise<void> {
  for (let i = from; i < to; i += 20) await Promise.all(TERMINALS.slice(i, Math.min(to, i + 20)).map((terminal) => reportOnce(port, { terminal, serial: 1, alarm: ALARM_BITS, lat: 22.54, lon: 114.05, speedKmh: 30, course: 90 })));
}

/** A call of the console's API with the page's session. */
function api<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ path, body }) => {
      const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
      const init: RequestInit = body === undefined ? { headers: { sessionId: sid } } : { method: 'POST', headers: { sessionId: sid, 'Content-Type': 'application/json' }, body: JSON.stringify(body) };
      return (await (await fetch(path, init)).json()) as T;
    },
    { path, body },
  );
}

/** The server's count of unhandled alarms (the header tip's call). */
async function serverTotal(page: Page): Promise<number> {
  return (await api<{ obj: { total: number } }>(page, '/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json?pageNumber=1&pageSize=1')).obj.total;
}

/** Counts the notifications on screen (not those fading out) every animation frame, keeping the highest. */
async function watchNotices(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __noticeMax: { all: number; popups: number; more: number } };
    w.__noticeMax = { all: 0, popups: 0, more: 0 };
    const shown = (sel: string) => [...document.querySelectorAll(sel)].filter((el) => !el.closest('[class*="-leave"]') && el.getBoundingClientRect().height > 0).length;
    const tick = () => {
      const m = w.__noticeMax;
      m.all = Math.max(m.all, shown('.ant-notification-notice'));
      m.popups = Math.max(m.popups, shown('[data-testid="alarm-popup"]'));
      m.more = Math.max(m.more, shown('[data-testid="alarm-popup-more"]'));
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function noticeMax(page: Page): Promise<{ all: number; popups: number; more: number }> {
  return page.evaluate(() => (window as unknown as { __noticeMax: { all: number; popups: number; more: number } }).__noticeMax);
}

/** Whether the topmost element at the centre of `target` is `target` itself or inside it. */
async function onTop(target: Locator): Promise<boolean> {
  return target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return hit !== null && (el === hit || el.contains(hit));
  });
}

/**
 * The notifications on screen (not fading out), counted in one pass, and the texts of those whose
 * centre is not covered by an open dialog (its mask or its box).
 */
async function noticesUnderDialog(page: Page): Promise<{ shown: number; above: string[] }> {
  return page.evaluate(() => {
    const shown = [...document.querySelectorAll('.ant-notification-notice')].filter((el) => !el.closest('[class*="-leave"]') && el.getBoundingClientRect().height > 0);
    const above = shown.filter((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      return hit?.closest('.ant-modal-root, .ant-modal-wrap, .ant-modal-mask') == null;
    });
    return { shown: shown.length, above: above.map((el) => el.textContent ?? '') };
  });
}

/** The number in the alarm panel's title, "报警 N". */
async function panelCount(panel: Locator): Promise<number> {
  const text = await panel.getByText(/^报警 \d+$/).innerText();
  return Number(text.replace(/\D/g, ''));
}

describe('many alarms (#30 items 3 and 4)', () => {
  for (const size of SIZES) {
    it(`pop-ups stay few and under dialogs; one true count with paging at ${size.width}×${size.height}`, { timeout: 480_000 }, async () => {
      const jt808 = await freePort();
      server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': '-1', 'gateway.jt808_auth': 'warn' }, { demoVehicles: DEMO_VEHICLES });
      browser = await launchBrowser();
      const page = await browser.newPage({ viewport: size });
      await signIn(server, page, 'admin', 'admin123');
      await page.goto(`${server.baseUrl}/car/monitor`);
      const tip = page.getByTestId('alarm-tip-button');
      const panel = page.getByTestId('alarm-panel');
      await expect.poll(() => tip.getAttribute('aria-label'), { timeout: 30_000 }).toBe('报警提示，0 条未处理');
      // The monitor's live push is subscribed (the tip's too: both reload when it is).
      await expect.poll(() => page.getByText('实时推送').count(), { timeout: 30_000 }).toBe(1);
      await watchNotices(page);

      // A first burst: half the terminals, 300 alarms, pushed live to the tip.
      const half = 100;
      await sendAlarms(jt808, 0, half);
      await expect.poll(() => serverTotal(page), { timeout: 60_000 }).toBe(half * ALARMS_PER_REPORT);
      await expect.poll(() => tip.getAttribute('aria-label'), { timeout: 60_000 }).toBe(`报警提示，${half * ALARMS_PER_REPORT} 条未处理`);
      await expect.poll(() => page.getByTestId('alarm-popup-more').count(), { timeout: 30_000 }).toBe(1);
      await page.screenshot({ path: screenshotPath(`alarm-load-popups-${size.width}`) });
      // The notices end above the alarm panel (its title bar holds 收起), whatever the screen height.
      const clearance = await page.evaluate(() => {
        const notices = [...document.querySelectorAll('.ant-notification-notice-wrapper')].filter((n) => !n.className.includes('-leave'));
        const bottom = Math.max(0, ...notices.map((n) => n.getBoundingClientRect().bottom));
        const panelTop = document.querySelector('[data-testid="alarm-panel"]')?.getBoundingClientRect().top ?? 0;
        return { bottom, panelTop };
      });
      expect(clearance.bottom).toBeGreaterThan(0);
      expect(clearance.bottom).toBeLessThan(clearance.panelTop);
      // The pop-ups stay clear of the alarm panel's 处理 (the control a user reaches for there).
      await expect.poll(() => panel.getByRole('button', { name: '处理', exact: true }).count(), { timeout: 60_000 }).toBeGreaterThan(0);
      const handles = panel.getByRole('button', { name: '处理', exact: true });
      for (let i = 0; i < Math.min(3, await handles.count()); i++) {
        if (await handles.nth(i).isVisible()) expect(await onTop(handles.nth(i))).toBe(true);
      }

      // A dialog open, the second burst arrives: its pop-ups go under the dialog's mask.
      await clickUntilShown(handles.first(), page.getByRole('dialog').filter({ hasText: '输入信息' }));
      const dialog = page.getByRole('dialog').filter({ hasText: '输入信息' });
      await sendAlarms(jt808, half, TERMINALS.length);
      const total = TERMINALS.length * ALARMS_PER_REPORT;
      await expect.poll(() => serverTotal(page), { timeout: 60_000 }).toBe(total);
      await expect.poll(() => tip.getAttribute('aria-label'), { timeout: 60_000 }).toBe(`报警提示，${total} 条未处理`);
      // Read in one pass: pop-ups come and go, so a count taken first can name one already gone.
      let placed = { shown: 0, above: [] as string[] };
      await expect.poll(async () => (placed = await noticesUnderDialog(page)).shown, { timeout: 30_000 }).toBeGreaterThan(0);
      expect(placed.above).toEqual([]);
      for (const name of [/取\s*消/, /确\s*定/]) expect(await onTop(dialog.getByRole('button', { name }))).toBe(true);
      const z = await page.evaluate(() => {
        const zOf = (sel: string) => Number(getComputedStyle(document.querySelector(sel) ?? document.body).zIndex) || 0;
        return { notices: zOf('.ant-notification'), dialog: zOf('.ant-modal-wrap') };
      });
      expect(z.notices).toBeGreaterThan(0);
      expect(z.notices).toBeLessThan(z.dialog);
      await page.screenshot({ path: screenshotPath(`alarm-load-under-dialog-${size.width}`) });
      await dialog.getByRole('button', { name: /取\s*消/ }).click();
      await expect.poll(() => dialog.isVisible()).toBe(false);

      // Never more than two pop-ups and the summary on screen at once, through both bursts.
      const max = await noticeMax(page);
      expect(max.popups).toBeGreaterThan(0);
      expect(max.popups).toBeLessThanOrEqual(2);
      expect(max.more).toBe(1);
      expect(max.all).toBeLessThanOrEqual(3);

      // One count: the tip, the panel and the server agree on 600. Pushed live, the panel lists
      // them all; opened afresh it reads the newest page (500) and still counts 600.
      await expect.poll(() => panelCount(panel), { timeout: 60_000 }).toBe(total);
      await page.reload();
      await expect.poll(() => page.getByText('实时推送').count(), { timeout: 60_000 }).toBe(1);
      await expect.poll(() => tip.getAttribute('aria-label'), { timeout: 60_000 }).toBe(`报警提示，${total} 条未处理`);
      await expect.poll(() => panelCount(panel), { timeout: 60_000 }).toBe(total);
      await expect.poll(() => panel.getByText(`列出最新 ${PANEL_PAGE} 条，共 ${total} 条未处理报警；处理后自动载入其余`).count(), { timeout: 30_000 }).toBe(1);
      await page.screenshot({ path: screenshotPath(`alarm-load-counts-${size.width}`) });

      // Handling the listed page loads the next: all but the panel's first table page elsewhere
      // (another console: through the API), then the rest here with 处理选中报警.
      const listed = (await api<{ obj: { alarm: Array<{ A: number }> } }>(page, '/car/v1/api/monitor/queryAlarm?updateTime=&alarmPermission=1')).obj.alarm;
      expect(listed).toHaveLength(PANEL_PAGE);
      const shownIds = await panel.locator('tbody tr[data-row-key]').evaluateAll((rows) => rows.map((r) => Number(r.getAttribute('data-row-key'))));
      const elsewhere = listed.map((a) => a.A).filter((id) => !shownIds.includes(id));
      const handled = await api<{ flag: number }>(page, '/car/v1/api/monitor/processAlarm', { obj: elsewhere.map((alarmId) => ({ alarmId })), result: 4, contact: '张三', contactNumber: '13800000000' });
      expect(handled.flag).toBe(1);
      const left = PANEL_PAGE - elsewhere.length;
      await expect.poll(() => panel.locator('tbody tr[data-row-key]').count(), { timeout: 60_000 }).toBe(left);
      await expect.poll(() => panelCount(panel), { timeout: 60_000 }).toBe(total - elsewhere.length);
      await panel.locator('thead .ant-checkbox-input').check();
      await panel.getByRole('button', { name: '处理选中报警' }).click();
      const handleAll = page.getByRole('dialog').filter({ hasText: '输入信息' });
      await handleAll.getByLabel('联系人').fill('张三');
      await handleAll.getByLabel('联系电话').fill('13800000000');
      await handleAll.getByRole('button', { name: /确\s*定/ }).click();
      const rest = total - PANEL_PAGE;
      await expect.poll(() => serverTotal(page), { timeout: 60_000 }).toBe(rest);
      await expect.poll(() => panelCount(panel), { timeout: 60_000 }).toBe(rest);
      await expect.poll(() => panel.locator('tbody tr[data-row-key]').count(), { timeout: 60_000 }).toBe(Math.min(rest, 100));
      await expect.poll(() => tip.getAttribute('aria-label'), { timeout: 60_000 }).toBe(`报警提示，${rest} 条未处理`);
      expect(await panel.getByText(/列出最新/).count()).toBe(0);
      await page.screenshot({ path: screenshotPath(`alarm-load-next-page-${size.width}`) });
      await page.close();
    });
  }
});
