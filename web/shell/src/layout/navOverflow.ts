// How many header navigation entries fit in the room the header leaves them; the rest go into the
// 更多 menu (#30 item 7: at 1366 and 1280 wide the names were clipped).

/**
 * The number of leading entries to show. All of them when their widths fit; otherwise as many as
 * fit beside the 更多 button (`moreWidth`), at least one (首页).
 */
export function visibleNavCount(widths: readonly number[], available: number, moreWidth: number): number {
  const total = widths.reduce((sum, w) => sum + w, 0);
  if (total <= available) return widths.length;
  let used = moreWidth;
  let count = 0;
  for (const w of widths) {
    if (used + w > available) break;
    used += w;
    count += 1;
  }
  return Math.max(1, Math.min(count, widths.length));
}
