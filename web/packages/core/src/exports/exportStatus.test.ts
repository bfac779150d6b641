import { describe, expect, it } from 'vitest';
import type { ExportRecord } from '../services/centerApi';
import { EXPORT_STATUS, exportStatusText, formatBytes, isExportRunning, summarizeExports } from './exportStatus';

const rec = (id: number, status: 1 | 2 | 3 | 4): ExportRecord => ({
  id, status, fileName: `f${id}.xlsx`, type: 3, typeName: '全部资料', statusName: '', rowCount: 0, size: 0,
  error: '', createTime: '', finishTime: '', expireTime: '',
});

describe('export status', () => {
  it('names the four states 等待 / 导出中 / 成功 / 失败', () => {
    expect([1, 2, 3, 4].map((s) => EXPORT_STATUS[s as 1].text)).toEqual(['等待', '导出中', '成功', '失败']);
    expect(isExportRunning(rec(1, 1))).toBe(true);
    expect(isExportRunning(rec(1, 2))).toBe(true);
    expect(isExportRunning(rec(1, 4))).toBe(false);
  });

  it('a running export shows its percent once known; other states show their name only', () => {
    expect(exportStatusText({ status: 2, progress: 45 })).toBe('导出中 45%');
    expect(exportStatusText({ status: 2, progress: 0 })).toBe('导出中');
    expect(exportStatusText({ status: 2 })).toBe('导出中');
    expect(exportStatusText({ status: 3, progress: 100 })).toBe('成功');
  });

  it('the download tip shows running exports first and counts finished ones not yet seen', () => {
    const s = summarizeExports([rec(1, 3), rec(4, 2), rec(2, 4), rec(3, 1), rec(5, 3)], 2);
    expect(s.running.map((r) => r.id)).toEqual([3, 4]);
    expect(s.finished.map((r) => r.id)).toEqual([5, 2, 1]);
    expect(s.unseen).toBe(1);
    expect(formatBytes(6360)).toBe('6.2 KB');
  });
});
