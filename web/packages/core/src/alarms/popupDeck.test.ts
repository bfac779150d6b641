// Alarm pop-ups never pile up: two on screen, the rest counted in one summary line (#30 item 3).
import { describe, expect, it } from 'vitest';
import type { RealtimeAlarm } from './alarmApi';
import { EMPTY_DECK, dealPopups, popupClosed, popupsShownFor, summaryClosed } from './popupDeck';

const alarm = (alarmId: number) => ({ alarmId, plate: '粤B1', type: '紧急报警' }) as RealtimeAlarm;

describe('alarm pop-up deck', () => {
  it('shows the first two alarms', () => {
    const d = dealPopups(EMPTY_DECK, [alarm(1), alarm(2)]);
    expect(d.open.map((a) => a.alarmId)).toEqual([1, 2]);
    expect(d.close).toEqual([]);
    expect(d.deck).toEqual({ shown: [1, 2], more: 0 });
  });

  it('newer alarms push the oldest pop-ups out into the count, wave after wave', () => {
    let d = dealPopups(EMPTY_DECK, [alarm(1), alarm(2)]);
    d = dealPopups(d.deck, [alarm(3)]);
    expect(d.open.map((a) => a.alarmId)).toEqual([3]);
    expect(d.close).toEqual([1]);
    expect(d.deck).toEqual({ shown: [2, 3], more: 1 });
    d = dealPopups(d.deck, [alarm(4), alarm(5), alarm(6)], 4);
    expect(d.open.map((a) => a.alarmId)).toEqual([5, 6]);
    expect(d.close).toEqual([2, 3]);
    // 1 before, 2 and 3 pushed out, 4 never shown, 4 more of the burst never popped.
    expect(d.deck).toEqual({ shown: [5, 6], more: 1 + 3 + 4 });
  });

  it('closing a pop-up makes room; closing the summary restarts its count', () => {
    let deck = dealPopups(EMPTY_DECK, [alarm(1), alarm(2), alarm(3)]).deck;
    expect(deck).toEqual({ shown: [2, 3], more: 1 });
    deck = popupClosed(deck, 2);
    const d = dealPopups(deck, [alarm(4)]);
    expect(d.close).toEqual([]);
    expect(d.deck.shown).toEqual([3, 4]);
    expect(summaryClosed(d.deck)).toEqual({ shown: [3, 4], more: 0 });
  });

  it('keeps fewer pop-ups on a low screen, so that they end above the alarm panel', () => {
    expect(popupsShownFor(1080)).toBe(2);
    expect(popupsShownFor(768)).toBe(1);
    expect(popupsShownFor(500)).toBe(1);
    const d = dealPopups(EMPTY_DECK, [alarm(1), alarm(2), alarm(3)], 0, popupsShownFor(768));
    expect(d.open.map((a) => a.alarmId)).toEqual([3]);
    expect(d.deck).toEqual({ shown: [3], more: 2 });
  });
});
