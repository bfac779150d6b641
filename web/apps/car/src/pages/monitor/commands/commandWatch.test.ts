import { describe, expect, it } from 'vitest';
import type { LiveCommand } from '@chelian/core';
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
