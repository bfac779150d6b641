import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CommandRecord, LiveCommand } from '@chelian/core';
import { CommandWatch, resultTitle, type FinishedCommand } from './commandWatch';

function update(id: number, status: LiveCommand['status'], statusText: string): LiveCommand {
  return { id, uuid: '', vehicleId: 1, plate: '粤B1', commandType: 'LOCATE', commandName: '立即定位', status, statusText, resultMsg: '', replyText: '位置', mediaIds: '', time: '' };
}

describe('command results of direct-send commands', () => {
  it('announces a watched command once, when it is final', () => {
    const seen: FinishedCommand[] = [];
    const w = new CommandWatch((c) => seen.push(c));
    w.watch(5, '立即定位', '粤BD1000');
    w.offer([update(5, 1, '已下发')]);
    expect(seen).toEqual([]);
    w.offer([update(5, 2, '成功')]);
    w.offer([update(5, 2, '成功')]);
    expect(seen.map(resultTitle)).toEqual(['粤BD1000 立即定位：成功']);
  });

  it('announces a result that arrived before the send call returned', () => {
    const seen: FinishedCommand[] = [];
    const w = new CommandWatch((c) => seen.push(c));
    w.offer([update(8, 3, '失败')]);
    expect(seen).toEqual([]);
    w.watch(8, '拍照', '粤BD1001');
    expect(seen.map(resultTitle)).toEqual(['粤BD1001 拍照：失败']);
  });
});

describe('command results missed by live push', () => {
  function record(id: number, status: CommandRecord['status'], result: string): CommandRecord {
    return { id, uuid: '', vehicleId: 1, groupId: 1, plate: '粤B1', groupName: '', terminalNo: '', userName: '', createTime: '', sendTime: '', replyTime: '', commandType: 'PHOTO', commandId: '', commandMsg: '', status, result, resultMsg: '照片已上传', replyText: '照片已上传', mediaIds: '1' };
  }
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('are looked up until final and announced once, with the lookups stopped', async () => {
    const answers: CommandRecord[] = [record(9, 1, '已下发'), record(9, 2, '成功')];
    const asked: number[] = [];
    const seen: FinishedCommand[] = [];
    const w = new CommandWatch((c) => seen.push(c), { lookup: async (id) => (asked.push(id), answers.shift() as CommandRecord) });
    w.watch(9, '拍照', '粤BD1000');
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen).toEqual([]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(seen.map(resultTitle)).toEqual(['粤BD1000 拍照：成功']);
    expect(asked).toEqual([9, 9]);
    expect(vi.getTimerCount()).toBe(0);
    w.offer([update(9, 2, '成功')]);  // the push arriving late does not announce it again
    expect(seen).toHaveLength(1);
  });

  it('stop when push announced the result first, and after the most lookups', async () => {
    const asked: number[] = [];
    const seen: FinishedCommand[] = [];
    const w = new CommandWatch((c) => seen.push(c), { lookup: async (id) => (asked.push(id), record(id, 1, '已下发')), maxLookups: 2 });
    w.watch(1, '立即定位', '粤BD1000');
    w.offer([update(1, 2, '成功')]);
    expect(vi.getTimerCount()).toBe(0);
    w.watch(2, '立即定位', '粤BD1001');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(asked).toEqual([2, 2]);  // no third lookup
    expect(vi.getTimerCount()).toBe(0);
    expect(seen.map(resultTitle)).toEqual(['粤BD1000 立即定位：成功']);
  });
});
