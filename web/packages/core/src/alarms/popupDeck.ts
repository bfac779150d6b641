// Which alarm pop-ups are on screen: at most ALARM_POPUPS_SHOWN at once (fewer on a low screen), newest kept; the ones pushed
// out and the ones that never fit are summed up in one line that counts until it is closed
// (#30 item 3: pop-ups piled up over dialogs, the assistant and the alarm panel).
import type { RealtimeAlarm } from './alarmApi';

/** Alarm pop-ups on screen at once (the summary line comes on top of them). */
export const ALARM_POPUPS_SHOWN = 2;

/** Where the notices begin (under the header) and the height each takes with its gap, in px. */
export const POPUP_TOP_PX = 148;
export const POPUP_SLOT_PX = 104;
/** The notices stay in the upper part of the screen: below lie the monitor's alarm panel and forms. */
export const POPUP_BAND = 0.58;

/**
 * Pop-ups that fit above the lower part of a viewport this tall, one slot kept for the summary line:
 * 2 at 1080 px, 1 at 768 px (three notices reached the alarm panel's title bar there).
 */
export function popupsShownFor(viewportHeight: number): number {
  const slots = Math.floor((viewportHeight * POPUP_BAND - POPUP_TOP_PX) / POPUP_SLOT_PX);
  return Math.min(ALARM_POPUPS_SHOWN, Math.max(1, slots - 1));
}

export interface PopupDeck {
  /** Ids of the alarms whose pop-ups are open, oldest first. */
  shown: number[];
  /** Alarms not (or no longer) shown since the summary line was last closed. */
  more: number;
}

export const EMPTY_DECK: PopupDeck = { shown: [], more: 0 };

export interface PopupDeal {
  deck: PopupDeck;
  /** Pop-ups to open (in arrival order). */
  open: RealtimeAlarm[];
  /** Ids of open pop-ups to close (pushed out by newer ones). */
  close: number[];
}

/**
 * New pop-ups arrive (`extra`: alarms of the burst that already went uncounted into a summary;
 * `shownMax`: pop-ups on screen at most, see popupsShownFor).
 */
export function dealPopups(deck: PopupDeck, popups: readonly RealtimeAlarm[], extra = 0, shownMax = ALARM_POPUPS_SHOWN): PopupDeal {
  const queue = [...deck.shown, ...popups.map((a) => a.alarmId)];
  const keep = queue.slice(-shownMax);
  const dropped = queue.length - keep.length;
  return {
    deck: { shown: keep, more: deck.more + dropped + extra },
    open: popups.filter((a) => keep.includes(a.alarmId)),
    close: deck.shown.filter((id) => !keep.includes(id)),
  };
}

/** A pop-up closed by itself or by the user. */
export function popupClosed(deck: PopupDeck, alarmId: number): PopupDeck {
  return { ...deck, shown: deck.shown.filter((id) => id !== alarmId) };
}

/** The summary line closed: its count starts again. */
export function summaryClosed(deck: PopupDeck): PopupDeck {
  return { ...deck, more: 0 };
}
