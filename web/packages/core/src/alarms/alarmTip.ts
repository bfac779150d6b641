// The shell's alarm tip as pure state: the newest unhandled alarms (deduplicated, newest first,
// bounded), the live count, what is new since the user last opened the list, and which new alarms
// pop up or are spoken — by each type's push channels (推送设置) and the user's alarmVoiceOn.
import type { PushChannels, RealtimeAlarm } from './alarmApi';
import { alarmTipTexts as texts } from '../texts';

/** Alarms kept in the tip's list. */
export const ALARM_TIP_LIMIT = 50;
/** At most this many popups for one burst of alarms; the rest are summed up in one line. */
export const ALARM_POPUP_BURST = 3;

export interface AlarmTipState {
  alarms: RealtimeAlarm[];
  /** Unhandled alarms in the user's real-time window (server count plus live arrivals). */
  count: number;
  /** Highest alarm id the user has seen in the open list. */
  seenId: number;
  /** Alarms already taken off (a handling is announced by this console and by the server). */
  removed: number[];
}

/** Handled alarm ids remembered against double counting. */
export const REMOVED_MEMORY = 500;

export const EMPTY_TIP: AlarmTipState = { alarms: [], count: 0, seenId: 0, removed: [] };

/** The first load: the server's list and count. */
export function loadTip(state: AlarmTipState, alarms: readonly RealtimeAlarm[], count: number): AlarmTipState {
  return { ...state, alarms: [...alarms].sort(newestFirst).slice(0, ALARM_TIP_LIMIT), count };
}

function newestFirst(a: RealtimeAlarm, b: RealtimeAlarm): number {
  return a.time === b.time ? b.alarmId - a.alarmId : a.time < b.time ? 1 : -1;
}

/** Adds live alarms; returns the new state and the alarms not known before. */
export function mergeIncoming(state: AlarmTipState, incoming: readonly RealtimeAlarm[]): { state: AlarmTipState; fresh: RealtimeAlarm[] } {
  const known = new Set(state.alarms.map((a) => a.alarmId));
  const fresh: RealtimeAlarm[] = [];
  const removed = new Set(state.removed);
  for (const a of incoming) {
    if (known.has(a.alarmId) || removed.has(a.alarmId) || a.alarmId <= 0) continue;
    known.add(a.alarmId);
    fresh.push(a);
  }
  if (!fresh.length) return { state, fresh };
  const alarms = [...fresh, ...state.alarms].sort(newestFirst).slice(0, ALARM_TIP_LIMIT);
  return { state: { ...state, alarms, count: state.count + fresh.length }, fresh };
}

/** Drops handled alarms (from this console or another); each id lowers the count once. */
export function removeHandled(state: AlarmTipState, ids: readonly number[]): AlarmTipState {
  const before = new Set(state.removed);
  const gone = new Set(ids.filter((id) => !before.has(id)));
  if (!gone.size) return state;
  const alarms = state.alarms.filter((a) => !gone.has(a.alarmId));
  const removed = [...state.removed, ...gone].slice(-REMOVED_MEMORY);
  return { ...state, alarms, removed, count: Math.max(0, state.count - gone.size) };
}

/** New alarms since the user last looked. */
export function unseenCount(state: AlarmTipState): number {
  return state.alarms.filter((a) => a.alarmId > state.seenId).length;
}

export function markSeen(state: AlarmTipState): AlarmTipState {
  return { ...state, seenId: Math.max(state.seenId, ...state.alarms.map((a) => a.alarmId)) };
}

export type ChannelLookup = (enType: string) => Pick<PushChannels, 'popup' | 'voice'>;

/** Channels from the push settings rows; unknown types use the defaults (popup and voice on). */
export function channelLookup(rows: ReadonlyArray<{ enType: string } & Pick<PushChannels, 'popup' | 'voice'>>): ChannelLookup {
  const byType = new Map(rows.map((r) => [r.enType, r]));
  return (enType) => byType.get(enType) ?? { popup: 1, voice: 1 };
}

export interface Alerts {
  popups: RealtimeAlarm[];
  /** Further alarms that would have popped up in this burst. */
  more: number;
  /** The text to speak, or '' for silence. */
  speech: string;
}

/** What a burst of fresh alarms shows and says. Voice needs both the type's channel and alarmVoiceOn. */
export function alertsFor(fresh: readonly RealtimeAlarm[], channels: ChannelLookup, voiceOn: boolean): Alerts {
  const popping = fresh.filter((a) => channels(a.enType).popup === 1);
  const speaking = voiceOn ? fresh.filter((a) => channels(a.enType).voice === 1) : [];
  const first = speaking[0];
  let speech = '';
  if (first) speech = speaking.length === 1 ? speechText(first) : texts.speech(speechText(first), speaking.length);
  return { popups: popping.slice(0, ALARM_POPUP_BURST), more: Math.max(0, popping.length - ALARM_POPUP_BURST), speech };
}

/** "粤B12345 紧急报警" — the plate with its letters spaced so a speech engine reads them one by one. */
export function speechText(a: Pick<RealtimeAlarm, 'plate' | 'type'>): string {
  const plate = a.plate.replace(/([A-Za-z0-9])/g, ' $1').replace(/\s+/g, ' ').trim();
  return `${plate} ${a.type}`;
}
