// Tests of the URL helpers: base-URL joining and query strings.
import { describe, expect, it } from 'vitest';
import { appendQuery, resolveUrl } from './url';

describe('url helpers', () => {
  it('R-HTTP-2 joins base and path with one slash and keeps absolute URLs', () => {
    expect(resolveUrl('', '/a')).toBe('/a');
    expect(resolveUrl('http://h:1/api/', '/a')).toBe('http://h:1/api/a');
    expect(resolveUrl('http://h:1/api', 'a')).toBe('http://h:1/api/a');
    expect(resolveUrl('http://h:1', 'https://x/y')).toBe('https://x/y');
  });

  it('appends a query to a URL that may already have one', () => {
    expect(appendQuery('/a', { b: 1, c: undefined })).toBe('/a?b=1');
    expect(appendQuery('/a?x=1', { ids: [1, 2] })).toBe('/a?x=1&ids=1&ids=2');
    expect(appendQuery('/a', {})).toBe('/a');
  });
});
