// A pasted list of terminal numbers (or plates), pure: split on line breaks, commas (English and
// Chinese) and blanks, trimmed, empty entries dropped, duplicates kept once in first-seen order.
// Used by every "custom" action that takes such a list (自定义续费 / 不续费 / 不续费转出).

/** The most entries one custom action takes (§2.7: 最多5000条). */
export const TERMINAL_LIST_MAX = 5000;

export function parseTerminalList(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,，;；]+/)) {
    const entry = part.trim();
    if (entry) seen.add(entry);
  }
  return [...seen];
}

/** The list as the calls take it: comma-separated. */
export function terminalListParam(entries: readonly string[]): string {
  return entries.join(',');
}
