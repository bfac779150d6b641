import { describe, expect, it } from 'vitest';
import { transferCounts, transferRows } from './transferResult';

describe('转移详情 result', () => {
  it('§2.7 one row per terminal: 无权限 and 无设备 first, then 成功', () => {
    const reply = { success: ['1', '2'], noPermission: ['3'], nonexistent: ['4'] };
    expect(transferRows(reply)).toEqual([
      { terminalNo: '3', outcome: 'noPermission' },
      { terminalNo: '4', outcome: 'nonexistent' },
      { terminalNo: '1', outcome: 'success' },
      { terminalNo: '2', outcome: 'success' },
    ]);
    expect(transferCounts(reply)).toEqual({ success: 2, noPermission: 1, nonexistent: 1 });
  });

  it('missing lists count as empty', () => {
    expect(transferRows(undefined)).toEqual([]);
    expect(transferCounts({ success: ['1'] })).toEqual({ success: 1, noPermission: 0, nonexistent: 0 });
  });
});
