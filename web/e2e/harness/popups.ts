// Opening antd pop-ups (menus, dialogs, cascader panels) from a test: a click made while the page
// still animates (a dialog zooming in, a map popup moving) may not open them, so the click is
// repeated until what it opens shows; a failure names what did not show and the last click's error.
import type { Locator, Page } from 'playwright-core';

export async function clickUntilShown(target: Locator, shown: Locator, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'none';
  while (Date.now() < deadline) {
    if (await shown.first().isVisible()) return;
    try {
      await target.click({ timeout: 5000 });
    } catch (error) {
      lastError = String(error).split('\n').slice(0, 8).join(' | ');
    }
    if (await shown.first().waitFor({ state: 'visible', timeout: 2000 }).then(() => true, () => false)) return;
  }
  throw new Error(`${String(shown)} did not show after clicking ${String(target)}; last click error: ${lastError}`);
}

/** Waits until the element's animations (a dialog or pop-up zooming in) have finished: a click in a
 *  pop-up still moving may land beside its button and close it. */
export async function settled(page: Page, selector: string): Promise<void> {
  await page.waitForFunction((sel) => {
    const el = document.querySelector(sel);
    return el !== null && el.getAnimations({ subtree: true }).every((a) => a.playState !== 'running');
  }, selector);
}
