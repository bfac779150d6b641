// Whether the car app's map (window.__CHELIAN_CAR_MAP__) has drawn its view: style, tiles and base
// images loaded, nothing moving, and its drawing no longer held (a monitor's map draws once its first
// data are in).
import type { Page } from 'playwright-core';

export async function mapDrawn(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    type CarMap = { loaded(): boolean; areTilesLoaded(): boolean; isMoving(): boolean; getContainer(): HTMLElement };
    const map = (window as unknown as { __CHELIAN_CAR_MAP__?: CarMap }).__CHELIAN_CAR_MAP__;
    // The low zooms' images are page elements under the canvas (rasterUnderlay.ts): loaded too.
    const images = map ? [...map.getContainer().querySelectorAll<HTMLImageElement>('[data-underlay] img')] : [];
    return !!map && map.loaded() && map.areTilesLoaded() && !map.isMoving() && !map.getContainer().closest('[data-drawing="held"]') && images.every((img) => img.complete);
  });
}
