// A GET of the server's API with the signed-in page's own session (its sessionId from storage), for
// tests that compare what a page shows with what the API answers.
import type { Page } from 'playwright-core';

/** The `obj` of the envelope `path` answers, asked from inside `page`. */
export function pageApiObj<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (p) => {
    const sid = JSON.parse(localStorage.getItem('main_sessionId') ?? '""') as string;
    const r = await fetch(p, { headers: { sessionId: sid } });
    return ((await r.json()) as { obj: unknown }).obj;
  }, path) as Promise<T>;
}
