// Tests of applying a host's customer configuration to the document, and of route meta merging.
import { beforeEach, describe, expect, it } from 'vitest';
import { applyCustomerInfoToDocument } from './customerInfo';
import { mergeMeta } from './routeMeta';

describe('customer info on the page', () => {
  beforeEach(() => {
    document.head.innerHTML = '<title>old</title>';
  });

  it('R-GUARD-3 sets the page icon, description and keywords, and the title when present', () => {
    applyCustomerInfoToDocument({ iconUrl: 'http://x/favicon.ico', description: '车辆定位', keyword: '车联,定位', title: '某某车联' });
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="icon"]')?.href).toBe('http://x/favicon.ico');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('车辆定位');
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="keywords"]')?.content).toBe('车联,定位');
    expect(document.title).toBe('某某车联');
  });

  it('R-GUARD-3 keeps the title when the response has none, and reuses existing tags', () => {
    applyCustomerInfoToDocument({ description: 'a' });
    applyCustomerInfoToDocument({ description: 'b' });
    expect(document.title).toBe('old');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe('b');
  });

  it('merges route metas parent first, children overriding', () => {
    expect(mergeMeta([{ ignoreAuth: true, title: '系统中心' }, undefined, { menuId: 4001, title: '安全中心' }])).toEqual({
      ignoreAuth: true,
      menuId: 4001,
      title: '安全中心',
    });
  });
});
