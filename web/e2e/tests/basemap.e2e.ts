// End-to-end: the offline base map at street level (issue 30 item 2): the car app's monitor over
// 深圳 at a 500 m scale draws the shipped water (Shenzhen Bay, reservoirs) and district names; and
// a whole-country view from the images drawn at build time (issue 28), as page elements under the
// canvas that turn with the map, and in GL when the view is pitched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, screenshotPath } from '../harness/browser';
import { startServer, type RunningServer } from '../harness/server';
import { signIn } from '../harness/login';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({});
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Features drawn in the offline layers whose ids start with one of the prefixes. */
async function drawn(page: Page, prefixes: string[]): Promise<number> {
  return page.evaluate((wanted) => {
    const map = (window as unknown as { __CHELIAN_CAR_MAP__?: CarMap }).__CHELIAN_CAR_MAP__;
    if (!map) return 0;
    const layers = map
      .getStyle()
      .layers.map((l) => l.id)
      .filter((id) => wanted.some((p) => id.startsWith(p)));
    return layers.length ? map.queryRenderedFeatures(undefined, { layers }).length : 0;
  }, prefixes);
}

/** Centres the map on 福田 (its name) by Shenzhen Bay at zoom 13.8 (MapLibre's 512-px tiles: ~5 m a pixel there, a 500 m scale bar). */
async function showAt500m(page: Page): Promise<string> {
  await page.evaluate(() => (window as unknown as { __CHELIAN_CAR_MAP__?: CarMap }).__CHELIAN_CAR_MAP__?.jumpTo({ center: [114.035, 22.52], zoom: 13.8 }));
  return ((await page.locator('.maplibregl-ctrl-scale').textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

describe('offline base map', () => {
  it('issue 30 at a 500 m scale over 深圳 shows water and district names', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await page.goto(`${server.baseUrl}/child/car/`);
    await page.waitForURL('**/child/car/monitor');
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __CHELIAN_CAR_MAP__?: CarMap }).__CHELIAN_CAR_MAP__)), { timeout: 20_000 }).toBe(true);
    // The monitor first fits its fleet; the view is set after that.
    await expect.poll(() => page.getByTestId('vehicle-list').getByText('全部(11)').count(), { timeout: 20_000 }).toBe(1);
    await page.waitForTimeout(1500);
    // 福田 and Shenzhen Bay, at the zoom whose scale bar reads 500 米.
    await expect.poll(() => showAt500m(page), { timeout: 10_000 }).toBe('500 米');
    await expect.poll(() => drawn(page, ['offline-water-1']), { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => drawn(page, ['offline-label-3']), { timeout: 10_000 }).toBeGreaterThan(0);
    // Below the detail zoom the overview water is drawn instead.
    await page.evaluate(() => (window as unknown as { __CHELIAN_CAR_MAP__?: CarMap }).__CHELIAN_CAR_MAP__?.jumpTo({ center: [113.95, 22.51], zoom: 8 }));
    await expect.poll(() => drawn(page, ['offline-water']), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.screenshot({ path: screenshotPath('basemap-shenzhen-zoom8') });
    expect(await showAt500m(page)).toBe('500 米');
    await expect.poll(() => drawn(page, ['offline-water-1']), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    await page.screenshot({ path: screenshotPath('basemap-shenzhen-500m') });
    await page.close();
  });

  it('issue 28 a whole-country view is drawn from the build’s raster tiles, its vector layers not drawn', async () => {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await signIn(server, page, 'demo', 'demo123');
    await page.goto(`${server.baseUrl}/child/car/monitor`);
    await expect.poll(() => page.getByTestId('vehicle-list').getByText('全部(11)').count(), { timeout: 20_000 }).toBe(1);
    await expect.poll(() => page.evaluate(() => Boolean((window as unknown as { __CHELIAN_CAR_MAP__?: CarMap }).__CHELIAN_CAR_MAP__?.getSource('offline-raster'))), { timeout: 20_000 }).toBe(true);
    await page.waitForTimeout(1500);
    const jumpTo = (view: { center: [number, number]; zoom: number; pitch?: number; bearing?: number }) => mapCall(page, 'jumpTo', view);
    const rasterLayerVisibility = () => mapCall(page, 'getLayoutProperty', 'offline-raster', 'visibility');
    await jumpTo({ center: [105, 34], zoom: 4 });
    // The zoom-4 images of the view, as page elements under the map's canvas, all loaded; the GL
    // raster layer and the sea are not drawn.
    await expect.poll(() => underlay(page), { timeout: 20_000 }).toMatchObject({ shown: true, zooms: ['4'], loading: 0 });
    expect((await underlay(page)).images).toBeGreaterThan(3);
    expect(await rasterLayerVisibility()).toBe('none');
    // Below zoom 4.5 no vector layer draws: the names and borders are in the images.
    expect(await drawn(page, ['offline-label', 'offline-border', 'offline-world', 'offline-water'])).toBe(0);
    await page.screenshot({ path: screenshotPath('basemap-china-zoom4') });
    // Turned, the images turn with the map (the picture shows it).
    await jumpTo({ center: [105, 34], zoom: 3.6, bearing: 30 });
    await expect.poll(() => underlay(page), { timeout: 20_000 }).toMatchObject({ shown: true, zooms: ['4'], loading: 0 });
    await page.waitForTimeout(500);
    await page.screenshot({ path: screenshotPath('basemap-china-turned') });
    // Pitched, the images are drawn in GL instead (page elements cannot follow the perspective).
    await jumpTo({ center: [105, 34], zoom: 4, bearing: 0, pitch: 40 });
    await expect.poll(() => underlay(page), { timeout: 20_000 }).toMatchObject({ shown: false });
    expect(await rasterLayerVisibility()).toBe('visible');
    await expect.poll(() => mapCall(page, 'isSourceLoaded', 'offline-raster'), { timeout: 20_000 }).toBe(true);
    // From zoom 4.5 the vector layers draw again (the province names), and no image is shown.
    await jumpTo({ center: [105, 34], zoom: 5, pitch: 0 });
    await expect.poll(() => drawn(page, ['offline-label-1']), { timeout: 20_000 }).toBeGreaterThan(0);
    expect(await underlay(page)).toMatchObject({ shown: false });
    await page.close();
  });
});

/** The part of the car app's MapLibre map (window.__CHELIAN_CAR_MAP__) this test uses. */
interface CarMap {
  getSource(id: string): unknown;
  queryRenderedFeatures(geometry: undefined, options: { layers: string[] }): unknown[];
  getStyle(): { layers: Array<{ id: string }> };
  jumpTo(options: { center: [number, number]; zoom: number }): void;
}

/** A call of one of the car map's methods inside the page. */
function mapCall(page: Page, method: 'jumpTo' | 'getLayoutProperty' | 'isSourceLoaded', ...args: unknown[]): Promise<unknown> {
  return page.evaluate(([name, params]) => {
    const map = (window as unknown as { __CHELIAN_CAR_MAP__?: Record<string, (...a: unknown[]) => unknown> }).__CHELIAN_CAR_MAP__;
    const out = map?.[name]?.(...params);
    return out === map ? undefined : out; // jumpTo answers the map itself: nothing to send back
  }, [method, args] as const);
}

/** The base map's images under the canvas: shown or not, the tile zooms held, images and how many still load. */
function underlay(page: Page): Promise<{ shown: boolean; zooms: string[]; images: number; loading: number }> {
  return page.evaluate(() => {
    const box = document.querySelector<HTMLElement>('[data-underlay="offline-raster"]');
    const images = [...(box?.querySelectorAll('img') ?? [])];
    const zooms = [...new Set(images.map((img) => /raster\/(\d+)\//.exec(img.src)?.[1] ?? '?'))];
    return { shown: box !== null && box.style.display !== 'none', zooms, images: images.length, loading: images.filter((img) => !img.complete || img.naturalWidth === 0).length };
  });
}
