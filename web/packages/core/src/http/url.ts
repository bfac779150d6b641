// URL helpers of the shared client: base-URL prefixing (R-HTTP-2) and query strings.

const ABSOLUTE = /^https?:\/\//i;

/** Prefixes a relative path with `baseUrl`; an absolute http(s) URL is returned unchanged. */
export function resolveUrl(baseUrl: string, url: string): string {
  if (ABSOLUTE.test(url) || !baseUrl) return url;
  const base = baseUrl.replace(/\/+$/, '');
  return url.startsWith('/') ? `${base}${url}` : `${base}/${url}`;
}

export type Params = Record<string, unknown>;

/** Drops undefined/null values and encodes the rest; arrays repeat the key. */
export function toSearchParams(params: Params = {}): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      for (const item of value) search.append(key, String(item));
    } else {
      search.append(key, String(value));
    }
  }
  return search;
}

export function appendQuery(url: string, params: Params = {}): string {
  const query = toSearchParams(params).toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
