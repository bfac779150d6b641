// End-to-end: alarms in Chromium against a real server. A JT/T 808 emergency report of one of the
// fleet user's vehicles shows in the shell's alarm tip (count and popup) and in the monitor's alarm
// panel; handling it there takes it out of both. A polygon fence is drawn on the map, saved and
// bound; the 告警设置 and 推送设置 pages show and save. Screenshots under web/e2e/artifacts/.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { freePort, startServer, type RunningServer } from '../harness/server';
import { reportOnce } from '../harness/jt808';
import { signIn } from '../harness/login';
import { clickUntilShown, settled } from '../harness/popups';
import { waitForMapTool } from '../harness/mapTools';

const TERMINAL_0 = '13800000001'; // demo vehicle 0 (一车队), seen by the fleet user
const PLATE_0 = '粤BD1000';

let server: RunningServer;
let browser: Browser;
let jt808 = 0;

/** A JT/T 808-2013 0x0200 with the alarm DWORD on a fresh connection; resolves on the reply. */
function sendLocation(terminal: string, serial: number, alarm: number, lat: number, lon: number): Promise<void> {
  return reportOnce(jt808, { terminal, serial, alarm, lat, lon, speedKmh: 30, course: 90 });
}

beforeAll(async () => {
  jt808 = await freePort();
  // The reports come as the real scripts send them: each on a fresh connection, unauthenticated.
  server = await startServer({ 'gateway.jt808_port': String(jt808), 'gateway.gt06_port': '-1', 'gateway.jt808_auth': 'warn' });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('alarms end to end', () => {
  it('an alarm shows in the tip and the panel, is handled there and leaves both', { timeout: 180_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await sendLocation(TERMINAL_0, 1, 0, 22.54, 114.05); // online first
    await page.getByText('智能车联', { exact: true }).first().click();
    await page.waitForURL('**/car/monitor');
    const tip = page.getByTestId('alarm-tip-button');
    await expect.poll(() => tip.getAttribute('aria-label'), { timeout: 20_000 }).toBe('报警提示，0 条未处理');
    // The monitor's live push is subscribed (the alarm tip's too: both reload when it is).
    await expect.poll(() => page.getByText('实时推送').count(), { timeout: 15_000 }).toBe(1);

    await sendLocation(TERMINAL_0, 2, 0x1, 22.5401, 114.0501); // 紧急报警
    await expect.poll(() => tip.getAttribute('aria-label'), { timeout: 15_000 }).toBe('报警提示，1 条未处理');
    await expect.poll(() => page.getByText(`${PLATE_0} 紧急报警`).count(), { timeout: 10_000 }).toBeGreaterThan(0); // popup
    const panel = page.getByTestId('alarm-panel');
    // The panel lists it once the monitor has read its alarms again; on a loaded machine (the full
    // `make test`) that has taken longer than 15 s.
    await expect.poll(() => panel.getByText('紧急报警').count(), { timeout: 40_000 }).toBe(1);
    await tip.click();
    await expect.poll(() => page.getByTestId('alarm-tip').getByText(PLATE_0).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('alarm-tip-and-panel') });
    await tip.click(); // close the tip

    await panel.getByRole('button', { name: '处理', exact: true }).first().click();
    const dialog = page.getByRole('dialog').filter({ hasText: '输入信息' });
    await dialog.getByLabel('误报').check();
    await dialog.getByLabel('联系人').fill('张三');
    await dialog.getByLabel('联系电话').fill('13800000000');
    await dialog.getByLabel('备注').fill('司机误触');
    await page.screenshot({ path: screenshotPath('alarm-handle-dialog') });
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect.poll(() => page.getByText('处理报警成功').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect.poll(() => panel.getByText('紧急报警').count(), { timeout: 10_000 }).toBe(0);
    await expect.poll(() => tip.getAttribute('aria-label'), { timeout: 10_000 }).toBe('报警提示，0 条未处理');
    // The server agrees: handled, with who and the result.
    const detail = await page.evaluate(async () => {
      const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
      const r = await fetch('/car/v1/accelerate/report/alarm/actualTimeAlarmQuery.json', { headers: { sessionId: sid } });
      return (await r.json()) as { obj: { total: number } };
    });
    expect(detail.obj.total).toBe(0);
    await page.close();
  });

  it('处理 from the header tip closes the tip; the dialog shows the group and the street address (#30 item 5)', { timeout: 180_000 }, async () => {
    const cases = [
      { viewport: { width: 1366, height: 768 }, terminal: '13800000007', plate: '粤BD1006' },
      { viewport: { width: 1920, height: 1080 }, terminal: '13800000013', plate: '粤BD1012' },
    ];
    for (const { viewport, terminal, plate } of cases) {
      const page = await browser.newPage({ viewport });
      await signIn(server, page, 'demo', 'demo123');
      const tip = page.getByTestId('alarm-tip-button');
      await expect.poll(() => tip.getAttribute('aria-label'), { timeout: 20_000 }).toBe('报警提示，0 条未处理');
      await sendLocation(terminal, 1, 0, 22.54, 114.05);
      await sendLocation(terminal, 2, 0x1, 22.5401, 114.0501); // 紧急报警, pushed live to the tip
      await expect.poll(() => tip.getAttribute('aria-label'), { timeout: 20_000 }).toBe('报警提示，1 条未处理');
      await tip.click();
      const list = page.getByTestId('alarm-tip');
      await expect.poll(() => list.getByText(plate).count()).toBe(1);
      // Opening the tip put away the pop-up, if the alarm came as one (pushed, not read by the tip's
      // load as the push subscribed): it lay over the list's 处理.
      await expect.poll(() => page.getByTestId('alarm-popup').filter({ visible: true }).count(), { timeout: 10_000 }).toBe(0);
      await settled(page, '.ant-popover:has([data-testid="alarm-tip"])');
      const dialog = page.getByRole('dialog').filter({ hasText: '输入信息' });
      await clickUntilShown(list.getByRole('button', { name: '处理', exact: true }), dialog);
      await expect.poll(() => list.isVisible()).toBe(false);
      await expect.poll(() => dialog.getByText('一车队').count(), { timeout: 10_000 }).toBe(1);
      await expect.poll(() => dialog.getByText(/广东省深圳市/).count(), { timeout: 15_000 }).toBe(1);
      await page.screenshot({ path: screenshotPath(`defects-alarm-handle-from-tip-${viewport.width}`) });
      await dialog.getByLabel('联系人').fill('张三');
      await dialog.getByLabel('联系电话').fill('13800000000');
      await dialog.getByRole('button', { name: /确\s*定/ }).click();
      await expect.poll(() => tip.getAttribute('aria-label'), { timeout: 10_000 }).toBe('报警提示，0 条未处理');
      await page.close();
    }
  });

  it('a polygon fence is drawn on the map, saved and bound to a vehicle', { timeout: 180_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await page.goto(`${server.baseUrl}/car/monitor`);
    await page.getByTestId('map-toolbar').getByRole('button', { name: /围栏/ }).click();
    const fencePanel = page.getByTestId('fence-panel');
    await expect.poll(() => fencePanel.getByText('暂无围栏').count(), { timeout: 15_000 }).toBe(1);
    await fencePanel.getByRole('button', { name: /添加/ }).click();
    await page.getByRole('menuitem', { name: '多边形围栏' }).click();
    const editor = page.getByTestId('fence-editor');
    await expect.poll(() => editor.getByText('开始绘制后，单击绘点，双击结束绘制').count()).toBe(1);
    const canvas = page.locator('.maplibregl-canvas').first();
    await waitForMapTool(canvas);
    const box = (await canvas.boundingBox())!;
    const at = (dx: number, dy: number) => ({ x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy });
    for (const [dx, dy] of [[-120, -80], [120, -80], [140, 90]] as const) {
      const p = at(dx, dy);
      await page.mouse.click(p.x, p.y);
      await page.waitForTimeout(150);
    }
    const last = at(-110, 100);
    await page.mouse.dblclick(last.x, last.y);
    await expect.poll(() => editor.getByText('已绘制，可修改信息后保存').count(), { timeout: 5000 }).toBe(1);
    await editor.getByLabel('区域名称').fill('仓库禁入区');
    await page.screenshot({ path: screenshotPath('fence-drawn') });
    await editor.getByRole('button', { name: '下一步' }).click();
    await expect.poll(() => fencePanel.getByText('仓库禁入区').count(), { timeout: 10_000 }).toBe(1);
    // 下一步 opens 绑车: bind the vehicle by plate.
    const bind = page.getByRole('dialog').filter({ hasText: '绑车' });
    await bind.getByLabel('选择车辆').fill(PLATE_0);
    await page.locator('.ant-select-item-option', { hasText: PLATE_0 }).first().click();
    await expect.poll(() => bind.getByTestId('fence-targets').getByText(`车辆-${PLATE_0}`).count()).toBe(1);
    await page.screenshot({ path: screenshotPath('fence-bind') });
    await bind.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('绑定成功').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const saved = await page.evaluate(async () => {
      const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
      const r = await fetch('/car/v1/api/fence/queryAllPolygonalFence', { headers: { sessionId: sid } });
      return (await r.json()) as { obj: Array<{ pathName: string; pointList: unknown[]; vehicleNum: number; param: number }> };
    });
    expect(saved.obj).toHaveLength(1);
    expect(saved.obj[0]?.pathName).toBe('仓库禁入区');
    expect(saved.obj[0]?.pointList.length).toBe(4);
    expect(saved.obj[0]?.vehicleNum).toBe(1);
    expect(saved.obj[0]?.param).toBe(1); // 禁止驶入 by default
    // Drawn on the map.
    await expect
      .poll(() => page.evaluate(() => window.__CHELIAN_CAR_MAP__?.queryRenderedFeatures(undefined, { layers: ['fences-saved-fill'] }).length ?? 0), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('fence-saved') });
    await page.close();
  });

  it('告警设置 and 推送设置 pages save for the user group', { timeout: 180_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await page.goto(`${server.baseUrl}/center/alarmSetting`);
    const speed = page.getByLabel('超速报警速度阈值');
    await speed.fill('80');
    await speed.blur();
    await page.getByRole('button', { name: /保存（1项）/ }).click();
    await expect.poll(() => page.getByText('告警设置已保存').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('center-alarm-setting') });
    await page.goto(`${server.baseUrl}/center/alarmPush`);
    await page.getByRole('checkbox', { name: '紧急报警短信' }).check();
    await page.getByRole('button', { name: /保存（1项）/ }).click();
    await expect.poll(() => page.getByText('推送设置已保存').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.getByLabel('手机号（未接入短信服务，仅记入推送记录）').fill('13800000009');
    await page.getByRole('button', { name: '保存接收人' }).click();
    await expect.poll(() => page.getByText('接收人已保存').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('center-alarm-push') });
    const info = await page.evaluate(async () => {
      const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
      const r = await fetch('/car/v4/api/alarm/control/listAlarmControlInfo.json', { headers: { sessionId: sid } });
      return (await r.json()) as { obj: { data: Array<{ enType: string; value?: number; origin: number }> } };
    });
    const overSpeed = info.obj.data.find((r) => r.enType === 'overSpeed');
    expect(overSpeed?.value).toBe(80);
    expect(overSpeed?.origin).toBe(2);
    await page.close();
  });

  it('二押点 are added on the map; a vehicle is bound to its province (出省)', { timeout: 180_000 }, async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await sendLocation(TERMINAL_0, 3, 0, 22.5402, 114.0502);
    await page.goto(`${server.baseUrl}/car/monitor`);
    await page.getByTestId('map-toolbar').getByRole('button', { name: /二押点/ }).click();
    const panel = page.getByTestId('two-charge-panel');
    await panel.getByRole('button', { name: /增加/ }).click();
    const canvas = page.locator('.maplibregl-canvas').first();
    await waitForMapTool(canvas);
    const box = (await canvas.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const add = page.getByRole('dialog').filter({ hasText: '添加二押点' });
    await add.getByLabel('二押点名称').fill('城西二手车市场');
    await add.getByRole('button', { name: /添\s*加/ }).click();
    await expect.poll(() => panel.getByText('城西二手车市场').count(), { timeout: 10_000 }).toBe(1);
    await expect
      .poll(() => page.evaluate(() => window.__CHELIAN_CAR_MAP__?.queryRenderedFeatures(undefined, { layers: ['points-two-charge-dot'] }).length ?? 0), {
        timeout: 10_000,
      })
      .toBe(1);
    await page.screenshot({ path: screenshotPath('two-charge-panel') });

    // The vehicle's info window › 区域 › 绑定省市区 › 广东省.
    await page.getByTestId('vehicle-list').getByText(PLATE_0).click();
    const info = page.getByTestId('vehicle-info');
    const regionItem = page.getByRole('menuitem', { name: '绑定省市区' });
    await clickUntilShown(info.getByRole('button', { name: '区域' }), regionItem);
    const dialog = page.getByRole('dialog').filter({ hasText: '绑定省市区' });
    await clickUntilShown(regionItem, dialog);
    const province = page.locator('.ant-cascader-menu-item', { hasText: '广东省' });
    await clickUntilShown(dialog.locator('.ant-cascader').first(), province);
    await province.locator('.ant-cascader-checkbox').click();
    await page.screenshot({ path: screenshotPath('admin-region-dialog') });
    await dialog.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('省市区已绑定').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    const bound = await page.evaluate(async () => {
      const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
      const find = await fetch('/car/v1/api/vehicle/searchBindingOfVehicles.json?plate=%E7%B2%A4BD1000&searchType=0', { headers: { sessionId: sid } });
      const vehicleId = ((await find.json()) as { obj: { data: Array<{ vehicleId: number }> } }).obj.data[0]?.vehicleId;
      const r = await fetch(`/car/v1/api/monitor/getAdminRegion?vehicleId=${vehicleId}`, { headers: { sessionId: sid } });
      return ((await r.json()) as { obj: string }).obj;
    });
    expect(bound).toBe('广东省_440000');

    // 区域 › 停留点 › 设置: home picked on the dialog's map.
    await info.getByRole('button', { name: '区域' }).click();
    await page.getByRole('menuitem', { name: '停留点' }).hover();
    await page.getByRole('menuitem', { name: '设置' }).click();
    const stay = page.getByRole('dialog').filter({ hasText: '经常停留点设置' });
    const mini = stay.locator('.maplibregl-canvas');
    await expect.poll(() => mini.count(), { timeout: 10_000 }).toBe(1);
    await waitForMapTool(mini);
    const m = (await mini.boundingBox())!;
    await page.mouse.click(m.x + m.width / 2 + 40, m.y + m.height / 2);
    await expect.poll(() => stay.getByText(/家庭地址：\d/).count(), { timeout: 5000 }).toBe(1);
    // The home point and its 1000 m circle are drawn (once the dialog's base map has loaded). A
    // feature that crosses a tile edge is returned once per tile, so the layers drawn are counted.
    await expect
      .poll(
        () =>
          page.evaluate(() =>
            [...new Set((window.__CHELIAN_STAY_MAP__?.queryRenderedFeatures(undefined, { layers: ['points-stay-area', 'points-stay-dot'] }) ?? []).map((f) => f.layer.id))]
              .sort()
              .join(','),
          ),
        { timeout: 30_000 },
      )
      .toBe('points-stay-area,points-stay-dot');
    await page.screenshot({ path: screenshotPath('stay-point-dialog') });
    await stay.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => page.getByText('停留点已保存').count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.close();
  });
});

declare global {
  interface Window {
    __CHELIAN_STAY_MAP__?: {
      queryRenderedFeatures(geometry: undefined, options: { layers: string[] }): Array<{ layer: { id: string } }>;
    };
  }
}
