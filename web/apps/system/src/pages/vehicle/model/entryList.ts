// The pasted lists of 车辆转移 ("多台设备请换行，一行一条！") and 自定义删除 ("用英文逗号或者换行隔开，最多
// 5000条"): one entry per line or comma (a Chinese comma too), trimmed, blanks and repeats dropped,
// the first occurrence's order kept. The count is what "将要转移N台车辆" shows.

/** 自定义删除 takes at most this many terminal numbers at once. */
export const BATCH_DELETE_MAX = 5000;

export function parseEntries(text: string): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of text.split(/[\r\n,，;；]+/)) {
    const entry = raw.trim();
    if (!entry || seen.has(entry)) continue;
    seen.add(entry);
    out.push(entry);
  }
  return out;
}
