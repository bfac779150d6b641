// Pure logic of the 告警设置 and 推送设置 pages: which rows changed, the same range checks and
// Chinese messages as the server, recipients lists, and the group tree to choose from.
import type { AlarmControlChange, AlarmControlRow, AlarmPushRow, GroupNode, PushChannel, PushChannels, PushTargets } from './alarmApi';
import { alarmSettingsTexts as texts } from '../texts';

export interface ControlDraft {
  enabled: 0 | 1;
  value?: number;
  duration?: number;
}

/** The rows whose draft differs from what is in force (only those are saved on this group). */
export function controlChanges(rows: readonly AlarmControlRow[], draft: Readonly<Record<string, ControlDraft>>): AlarmControlChange[] {
  const out: AlarmControlChange[] = [];
  for (const r of rows) {
    const d = draft[r.enType];
    if (!d) continue;
    const changed = d.enabled !== r.enabled || (r.valueName && d.value !== r.value) || (r.durationName && d.duration !== r.duration);
    if (!changed) continue;
    const c: AlarmControlChange = { enType: r.enType, enabled: d.enabled };
    if (r.valueName && d.value !== undefined) c.value = d.value;
    if (r.durationName && d.duration !== undefined) c.duration = d.duration;
    out.push(c);
  }
  return out;
}

/** '' when fine, else the server's message ("超速报警的速度阈值应在20到220km/h之间"). */
export function controlError(row: AlarmControlRow, d: ControlDraft): string {
  const check = (v: number | undefined, name?: string, unit?: string, min?: number, max?: number) => {
    if (!name || min === undefined || max === undefined) return '';
    if (v === undefined || !Number.isFinite(v) || v < min || v > max) return texts.outOfRange(row.type, name, min, max, unit ?? '');
    return '';
  };
  return (
    check(d.value, row.valueName, row.valueUnit, row.valueMin, row.valueMax) ||
    check(d.duration, row.durationName, row.durationUnit, row.durationMin, row.durationMax)
  );
}

export const ORIGIN_TEXT = { 0: texts.platformDefault, 1: texts.inherited, 2: texts.own } as const;

export const PUSH_CHANNELS: ReadonlyArray<{ key: PushChannel; label: string }> = [
  { key: 'popup', label: texts.popup },
  { key: 'voice', label: texts.voice },
  { key: 'email', label: texts.email },
  { key: 'sms', label: texts.sms },
  { key: 'webhook', label: 'Webhook' },
];

export type PushDraft = Record<string, PushChannels>;

export function pushDraftOf(rows: readonly AlarmPushRow[]): PushDraft {
  const d: PushDraft = {};
  for (const r of rows) d[r.enType] = { popup: r.popup, voice: r.voice, email: r.email, sms: r.sms, webhook: r.webhook };
  return d;
}

/** Turns one channel on or off for every type of `types`. */
export function setChannel(draft: PushDraft, types: readonly string[], channel: PushChannel, on: boolean): PushDraft {
  const next = { ...draft };
  for (const t of types) if (next[t]) next[t] = { ...next[t], [channel]: on ? 1 : 0 };
  return next;
}

export function pushChanges(rows: readonly AlarmPushRow[], draft: PushDraft): Array<PushChannels & { enType: string }> {
  const out: Array<PushChannels & { enType: string }> = [];
  for (const r of rows) {
    const d = draft[r.enType];
    if (d && PUSH_CHANNELS.some(({ key }) => d[key] !== r[key])) out.push({ enType: r.enType, ...d });
  }
  return out;
}

/** Splits a recipients text on commas (also full-width), semicolons, spaces and line breaks; no repeats. */
export function splitRecipients(text: string): string[] {
  return [...new Set(text.split(/[,，;；\s]+/).map((s) => s.trim()).filter(Boolean))];
}

/** '' when fine, else the server's message. */
export function targetsError(t: Pick<PushTargets, 'emails' | 'phones' | 'webhookUrl'>): string {
  const emails = splitRecipients(t.emails);
  const phones = splitRecipients(t.phones);
  if (emails.length > 20) return texts.tooManyEmails;
  if (phones.length > 20) return texts.tooManyPhones;
  for (const e of emails) if (!/^[^@\s<>]+@[^@\s<>]+\.[^@\s<>.]+$/.test(e)) return texts.badEmail(e);
  for (const p of phones) if (!/^1\d{10}$/.test(p)) return texts.badPhone(p);
  const url = t.webhookUrl.trim();
  if (url && !/^https?:\/\//.test(url)) return texts.badWebhook;
  return '';
}

/** A random signing secret (32 hex digits) for the webhook. */
export function newWebhookSecret(random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n))): string {
  return [...random(16)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

export interface GroupTreeNode {
  key: number;
  title: string;
  children: GroupTreeNode[];
}

/** The flat group list (gi, pi, gn) as a tree; special monitor groups (ids ≤ 0) are left out. */
export function groupTreeOf(groups: readonly GroupNode[]): GroupTreeNode[] {
  const real = groups.filter((g) => g.gi > 0);
  const ids = new Set(real.map((g) => g.gi));
  const byParent = new Map<number, GroupNode[]>();
  for (const g of real) {
    const parent = ids.has(g.pi) ? g.pi : 0; // the user's own group is a root of its subtree
    byParent.set(parent, [...(byParent.get(parent) ?? []), g]);
  }
  const build = (parent: number, depth: number): GroupTreeNode[] =>
    depth > 32 ? [] : (byParent.get(parent) ?? []).map((g) => ({ key: g.gi, title: g.gn, children: build(g.gi, depth + 1) }));
  return build(0, 0);
}
