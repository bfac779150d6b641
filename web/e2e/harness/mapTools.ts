// Waiting for a map tool (drawing a fence, picking a point) to listen: tools mount once the map's
// style has loaded and show it with the crosshair cursor; a click before that would be lost.
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

export async function waitForMapTool(canvas: Locator, timeoutMs = 20_000): Promise<void> {
  await expect.poll(() => canvas.evaluate((c) => (c as HTMLElement).style.cursor), { timeout: timeoutMs }).toBe('crosshair');
}
