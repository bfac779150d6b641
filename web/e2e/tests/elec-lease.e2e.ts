// End-to-end: 电动车租赁 in Chromium against a real server with the demo rental fleet (admin
// demo-rental). The overdue job (every 2 s here) marks four contracts 逾期 and carries out their
// graded actions; the pages list the contracts (identity numbers masked), the actions, the
// collections, the risk contracts, the utilisation chart and the policy; recording the payment of
// the most overdue contract on 逾期催收 unlocks its bike; 实时定位 shows the bikes on the map with a
// bike's contract. Screenshots under web/e2e/artifacts/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { startServer, type RunningServer } from '../harness/server';
import { checkLivePage } from '../harness/liveMap';
import { signIn } from '../harness/login';

let server: RunningServer;
let browser: Browser;

/** A console call with the page's session. */
function call<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (path) => {
    const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
    const r = await fetch(path, { headers: { sessionId: sid } });
    return (await r.json()) as unknown;
  }, path) as Promise<T>;
}

beforeAll(async () => {
  server = await startServer({ 'lease.interval_s': '2' });
  server.admin(['demo-rental']);
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('电动车租赁 end to end', () => {
  it('contracts, actions, collection with a payment, risk, utilisation and policy', { timeout: 240_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    await signIn(server, page, 'admin', 'admin123');
    // The job has evaluated the demo contracts: four overdue.
    await expect
      .poll(async () => (await call<{ obj: { total: number } }>(page, '/elec-lease/v1/api/collection/page.json')).obj.total, { timeout: 30_000 })
      .toBe(4);

    await page.goto(`${server.baseUrl}/elec-lease/contracts`);
    const contracts = page.getByTestId('lease-contracts-page');
    await expect.poll(() => contracts.getByText('SQ-2026-006').count(), { timeout: 30_000 }).toBe(1);
    await expect.poll(() => contracts.getByText('4403************31').count()).toBe(1); // 陈志强's number, masked
    expect(await contracts.getByText('逾期', { exact: true }).count()).toBe(4);
    await page.screenshot({ path: screenshotPath('elec-lease-contracts') });

    // 详情 of the contract 50 days overdue: the plan, and the actions up to the speed limit; its bike
    // last reported 9 days ago, so the lock waits for a fresh report of a stop (D153).
    await contracts.locator('tr', { hasText: 'SQ-2026-006' }).getByRole('button', { name: '详情' }).click();
    const detail = page.getByTestId('contract-detail');
    await expect.poll(() => detail.getByText('郑浩').count(), { timeout: 15_000 }).toBe(1);
    await page.screenshot({ path: screenshotPath('elec-lease-contract-detail') });
    await detail.getByRole('tab', { name: '处置记录' }).click();
    await expect.poll(() => detail.getByText('限速', { exact: true }).count(), { timeout: 10_000 }).toBe(1);
    expect(await detail.getByText('语音警告', { exact: true }).count()).toBe(1);
    expect(await detail.getByText('锁车', { exact: true }).count()).toBe(0);
    await page.screenshot({ path: screenshotPath('elec-lease-contract-actions') });
    await page.keyboard.press('Escape');

    // 新增合同's dialog.
    await contracts.getByRole('button', { name: /新增合同/ }).click();
    const form = page.getByTestId('contract-form');
    await expect.poll(() => form.count()).toBe(1);
    await page.screenshot({ path: screenshotPath('elec-lease-contract-add') });
    await page.keyboard.press('Escape');

    // 逾期催收: most days first; paying what 郑浩 owes ends the overdue and restores the bike's speed.
    await page.goto(`${server.baseUrl}/elec-lease/collections`);
    const collections = page.getByTestId('lease-collections-page');
    await expect.poll(() => collections.locator('tbody tr[data-row-key]').first().textContent(), { timeout: 20_000 }).toContain('SQ-2026-006');
    // 周明's bike is parked and reported just now: locked at 16 days.
    expect(await collections.locator('tr', { hasText: 'SQ-2026-004' }).textContent()).toContain('停车锁车');
    await page.screenshot({ path: screenshotPath('elec-lease-collections') });
    await collections.locator('tr', { hasText: 'SQ-2026-006' }).getByRole('button', { name: '登记收款' }).click();
    const dialog = page.getByRole('dialog').filter({ hasText: '登记收款' });
    await expect.poll(() => dialog.getByTestId('payment-contract').textContent()).toContain('SQ-2026-006');
    await expect.poll(() => dialog.getByLabel('收款金额（元）').inputValue()).toBe('598.00'); // what is owed
    await page.waitForTimeout(500); // the dialog's opening animation, for the picture only
    await page.screenshot({ path: screenshotPath('elec-lease-payment-dialog') });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => collections.getByText('SQ-2026-006').count(), { timeout: 15_000 }).toBe(0);
    const after = await call<{ obj: { data: Array<{ id: number; contractNo: string }> } }>(page, '/elec-lease/v1/api/contract/page.json?keyword=SQ-2026-006');
    const detailAfter = await call<{ obj: { status: number; actions: Array<{ actionText: string }> } }>(
      page,
      `/elec-lease/v1/api/contract/get.json?id=${after.obj.data[0]!.id}`,
    );
    expect(detailAfter.obj.status).toBe(1);
    const actionsAfter = detailAfter.obj.actions.map((a) => a.actionText);
    expect(actionsAfter).toContain('恢复限速');
    expect(actionsAfter).not.toContain('解锁'); // never locked: nothing to unlock

    // 收款记录 with the import dialog.
    await page.goto(`${server.baseUrl}/elec-lease/payments`);
    const payments = page.getByTestId('lease-payments-page');
    await expect.poll(() => payments.getByText('郑浩').count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: screenshotPath('elec-lease-payments') });
    await payments.getByRole('button', { name: /导入收款/ }).click();
    await expect.poll(() => page.getByRole('dialog').filter({ hasText: '下载模板' }).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('elec-lease-import') });
    await page.keyboard.press('Escape');

    // 风险合同: 周明's bike was tampered with and he is overdue.
    await page.goto(`${server.baseUrl}/elec-lease/risk`);
    const risk = page.getByTestId('lease-risk-page');
    await expect.poll(() => risk.getByText('SQ-2026-004').count(), { timeout: 20_000 }).toBe(1);
    expect(await risk.getByTestId('risk-evidence').first().textContent()).toContain('防拆除报警');
    await expect.poll(() => risk.locator('.ant-spin-spinning').count()).toBe(0);
    await page.screenshot({ path: screenshotPath('elec-lease-risk') });

    // 车辆利用率: 7 rented of 12 (8 contracts, one settled), the chart drawn.
    await page.goto(`${server.baseUrl}/elec-lease/utilisation`);
    const util = page.getByTestId('lease-utilisation-page');
    await expect.poll(() => util.getByTestId('utilisation-rate').textContent(), { timeout: 20_000 }).toContain('58.3%');
    await expect.poll(() => util.locator('canvas').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
    await page.screenshot({ path: screenshotPath('elec-lease-utilisation') });

    // 处置策略.
    await page.goto(`${server.baseUrl}/elec-lease/policy`);
    const policy = page.getByTestId('policy-form');
    await expect.poll(() => policy.count(), { timeout: 20_000 }).toBe(1);
    await page.screenshot({ path: screenshotPath('elec-lease-policy') });
    // Saving a policy that limits the speed and locks by itself is confirmed first, naming those steps.
    await policy.getByRole('button', { name: '保存策略' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect.poll(() => confirm.textContent(), { timeout: 10_000 }).toContain('停车锁车');
    expect(await confirm.textContent()).toContain('限速');
    await expect.poll(() => page.locator('.ant-zoom-appear, .ant-zoom-enter').count()).toBe(0);  // zoomed in
    await page.screenshot({ path: screenshotPath('elec-lease-policy-confirm') });
    await confirm.getByRole('button', { name: '保存策略' }).click();
    await expect.poll(() => page.getByText('处置策略已保存').count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(1);

    // 实时定位: the rental bikes on the live map; 周明's bike shows his overdue contract.
    const info = await checkLivePage(page, { url: `${server.baseUrl}/elec-lease/monitor`, kind: 4, names: ['租E0001', '租E0004'], pick: '租E0004', panel: 'contract-panel', shot: 'elec-lease-monitor' });
    const panel = info.getByTestId('contract-panel');
    expect(await panel.textContent()).toContain('SQ-2026-004');
    expect(await panel.textContent()).toContain('周明');
    expect(await panel.textContent()).toMatch(/逾期\d+天/);
  });
});
