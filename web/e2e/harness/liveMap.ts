// 实时定位 of a sub-app (AssetMonitor of @chelian/tracking) in a test: the page opened at 1366×768,
// the assets' positions waited for (the server's list), then the assets in the list and on the map
// (drawn markers, read from the page's map), one chosen in the list and its info window with the
// app's panel, a screenshot.
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshotPath } from './browser';
import { pageApiObj } from './pageApi';

/** Number of asset features the monitor's map has drawn (markers, focused marker and cluster members). */
export async function drawnAssets(page: Page): Promise<number> {
  return page.evaluate(() => {
    const map = (window as unknown as { __CHELIAN_CAR_MAP__?: { queryRenderedFeatures(g: undefined, o: { layers: string[] }): Array<{ properties?: Record<string, unknown> }> } }).__CHELIAN_CAR_MAP__;
    if (!map) return 0;
    const features = map.queryRenderedFeatures(undefined, { layers: ['vehicle-markers', 'vehicle-clusters', 'vehicle-focus-marker'] });
    return features.reduce((n, f) => n + Number(f.properties?.point_count ?? 1), 0);
  });
}

/** The names among `names` the monitor's list call gives a position (WGS-84 X/Y) for, asked with the page's session. */
export async function locatedAssets(page: Page, kind: number, names: string[]): Promise<string[]> {
  const obj = await pageApiObj<{ data?: Array<{ P: string; X?: number; Y?: number }> } | undefined>(page, `/car/v1/api/monitor/loadVehicles?kind=${kind}&pageNumber=1&pageSize=20000`);
  const rows = obj?.data ?? [];
  return names.filter((n) => rows.some((r) => r.P === n && r.X !== undefined && r.Y !== undefined && (r.X !== 0 || r.Y !== 0)));
}

export interface LiveCheck {
  /** The page's address (through the shell). */
  url: string;
  /** assets.kind of the page's assets. */
  kind: number;
  /** Assets that must be listed and drawn. */
  names: string[];
  /** The one chosen in the list. */
  pick: string;
  /** data-testid of the app's panel in the info window. */
  panel: string;
  shot: string;
}

/** Opens the live page, sees the assets listed and drawn, chooses one; returns its info window. */
export async function checkLivePage(page: Page, c: LiveCheck): Promise<Locator> {
  // The latest positions reach the table the list reads with the pipeline's next snapshot (a few
  // seconds, longer on a loaded machine); the page reads it once, so wait for it first.
  await expect.poll(() => locatedAssets(page, c.kind, c.names), { timeout: 60_000, interval: 1000 }).toEqual(c.names);
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.goto(c.url);
  const list = page.getByTestId('asset-list');
  for (const name of c.names) await expect.poll(() => list.getByText(name, { exact: true }).count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => drawnAssets(page), { timeout: 30_000 }).toBeGreaterThanOrEqual(c.names.length);
  await list.getByText(c.pick, { exact: true }).click();
  const info = page.getByTestId('asset-info');
  await expect.poll(() => info.getByTestId(c.panel).count(), { timeout: 20_000 }).toBe(1);
  await expect.poll(async () => (await info.textContent()) ?? '', { timeout: 15_000 }).toContain(c.pick);
  await page.waitForTimeout(1000); // the camera's move to the asset ends
  await page.screenshot({ path: screenshotPath(c.shot) });
  return info;
}
