// Items pushed during a load are handed to that load's end; a newer load takes over the collecting.
import { describe, expect, it } from 'vitest';
import { pushedDuringLoad } from './pushedDuringLoad';

describe('pushedDuringLoad', () => {
  it('collects only while a load runs, for the newest load', () => {
    const pushed = pushedDuringLoad<number>();
    pushed.record([1]); // no load: dropped
    const first = pushed.begin();
    pushed.record([2]);
    const second = pushed.begin();
    pushed.record([3, 4]);
    expect(first()).toEqual([2]);
    pushed.record([5]); // the second load still runs
    expect(second()).toEqual([3, 4, 5]);
    pushed.record([6]);
    expect(second()).toEqual([3, 4, 5]);
  });
});
