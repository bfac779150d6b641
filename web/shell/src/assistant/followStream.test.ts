// The streamed answer is read from where the last read ended until the server says it is done.
import { describe, expect, it, vi } from 'vitest';
import type { StreamPiece } from '@chelian/core';
import { followStream } from './followStream';

const piece = (text: string, next: number, done: 0 | 1): StreamPiece => ({ text, next, done, failed: 0, citations: [] });

describe('followStream', () => {
  it('R-APP-5 reads on from `next` and stops when done', async () => {
    const readStream = vi
      .fn()
      .mockResolvedValueOnce(piece('上报', 6, 0))
      .mockResolvedValueOnce(piece('', 6, 0))
      .mockResolvedValueOnce(piece('间隔', 12, 1));
    const pieces: string[] = [];
    const last = await followStream({ readStream }, 's1', { onPiece: (p) => pieces.push(p.text), cancelled: () => false, wait: async () => {} });
    expect(pieces.join('')).toBe('上报间隔');
    expect(readStream.mock.calls).toEqual([['s1', 0], ['s1', 6], ['s1', 6]]);
    expect(last?.done).toBe(1);
  });

  it('R-APP-5 stops reading once the panel is closed', async () => {
    let closed = false;
    const readStream = vi.fn().mockImplementation(async () => {
      closed = true;
      return piece('x', 1, 0);
    });
    const onPiece = vi.fn();
    expect(await followStream({ readStream }, 's2', { onPiece, cancelled: () => closed, wait: async () => {} })).toBeUndefined();
    expect(onPiece).not.toHaveBeenCalled();
    expect(readStream).toHaveBeenCalledTimes(1);
  });
});
