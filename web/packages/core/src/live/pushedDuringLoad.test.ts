// Items pushed during a load are handed to that load's end; a newer load takes over, and the older
// load's answer is dropped (it may land after items only the newer load collected).
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
    pushed.record([5]);
    expect(first()).toBeUndefined(); // superseded by the second
    expect(second()).toEqual([3, 4, 5]);
    pushed.record([6]);
    expect(second()).toEqual([3, 4, 5]);
  });

  it('drops the answer of a load that a newer one superseded, whichever answers first', () => {
    const pushed = pushedDuringLoad<number>();
    const first = pushed.begin();
    pushed.record([1]);
    const second = pushed.begin();
    pushed.record([2]);
    expect(first()).toBeUndefined(); // answered after the push of 2, which it does not hold
    expect(second()).toEqual([2]);
    const third = pushed.begin();
    const fourth = pushed.begin();
    expect(fourth()).toEqual([]);
    expect(third()).toBeUndefined(); // older, answering last
  });
});
