// 车辆转移 / 自定义删除 pasted lists (§2.7): one entry per line or comma, blanks and repeats dropped.
import { describe, expect, it } from 'vitest';
import { parseEntries } from './entryList';

describe('pasted entry lists', () => {
  it('§2.7 splits lines and commas (also Chinese ones), trims, drops blanks and repeats, keeps the order', () => {
    expect(parseEntries(' 粤B12345 \n\n粤B23456,粤B34567，粤B12345\r\n  ')).toEqual(['粤B12345', '粤B23456', '粤B34567']);
  });

  it('§2.7 "将要转移N台车辆" counts distinct entries; an empty box is 0', () => {
    expect(parseEntries('13800000001\n13800000001\n13800000002').length).toBe(2);
    expect(parseEntries('  \n , ')).toEqual([]);
  });
});
