// 自定义删除's result table (§2.7): 成功 / 没权限 / 无设备 per terminal number, in the order sent.
import { describe, expect, it } from 'vitest';
import { batchDeleteRows, countByStatus } from './batchDeleteResult';

describe('batch delete result', () => {
  it('§2.7 maps success / noPermission / nonexistent onto the numbers sent, unnamed ones as 无设备', () => {
    const rows = batchDeleteRows(['1', '2', '3', '4'], { success: ['3'], noPermission: ['1'], nonexistent: ['2'], successNum: 1, recvNum: 4 });
    expect(rows).toEqual([
      { terminalNo: '1', status: 'noPermission' },
      { terminalNo: '2', status: 'nonexistent' },
      { terminalNo: '3', status: 'success' },
      { terminalNo: '4', status: 'nonexistent' },
    ]);
    expect(countByStatus(rows)).toEqual({ success: 1, noPermission: 1, nonexistent: 2 });
  });

  it('§2.7 numbers as JSON numbers match the text sent', () => {
    expect(batchDeleteRows(['13800000001'], { success: [13800000001 as unknown as string] })[0]!.status).toBe('success');
  });
});
