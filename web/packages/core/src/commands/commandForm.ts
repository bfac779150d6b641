// The instructions dialog's form logic (R-DLG-2), framework-free: initial values of a command's
// parameters, their validation (the same rules and Chinese messages as the server's catalogue) and
// the commandMsg sent: the values in parameter order joined by ',' (the last may contain commas).
import type { CommandDef, CommandParam } from './commandTypes';
import { commandFormTexts as texts } from '../texts';

export type CommandValues = Record<string, string>;

export function initialCommandValues(def: CommandDef): CommandValues {
  const out: CommandValues = {};
  for (const p of def.params) out[p.key] = p.defaultValue !== undefined ? String(p.defaultValue) : '';
  return out;
}

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HOST_NAME = /^[A-Za-z0-9][A-Za-z0-9.-]{0,63}$/;

function isIpv4(s: string): boolean {
  const m = IPV4.exec(s);
  return Boolean(m && m.slice(1).every((part) => Number(part) <= 255));
}

function isHost(s: string): boolean {
  return isIpv4(s) || (HOST_NAME.test(s) && !s.endsWith('.') && s.length <= 64);
}

/** Characters as the server counts them (code points). */
function length(s: string): number {
  return [...s].length;
}

/** The error message for one value, or undefined when it is valid. */
export function validateCommandParam(p: CommandParam, raw: string | undefined): string | undefined {
  const value = p.kind === 'text' || p.kind === 'password' ? (raw ?? '') : (raw ?? '').trim();
  switch (p.kind) {
    case 'int': {
      if (!/^-?\d+$/.test(value) || Number(value) < p.min || Number(value) > p.max) return texts.intRange(p.label, p.min, p.max);
      return undefined;
    }
    case 'text':
    case 'password': {
      if (length(value) < p.min) return texts.required(p.label);
      if (length(value) > p.max) return texts.tooLong(p.label, p.max);
      return undefined;
    }
    case 'host':
      return isHost(value) ? undefined : texts.host(p.label);
    case 'phone':
      return /^(?=.{3,20}$)\+?\d+$/.test(value) ? undefined : texts.phone(p.label);
    case 'choice':
      return p.options.some((o) => String(o.value) === value) ? undefined : texts.choose(p.label);
    case 'hex': {
      const bytes = value.length / 2;
      if (!/^([0-9A-Fa-f]{2})+$/.test(value) || bytes < p.min || bytes > p.max)
        return texts.hex(p.label, p.min, p.max);
      return undefined;
    }
  }
  return undefined;
}

/** Errors by parameter key; empty when everything is valid. */
export function validateCommand(def: CommandDef, values: CommandValues): Record<string, string> {
  const errors: Record<string, string> = {};
  def.params.forEach((p, i) => {
    const value = values[p.key] ?? '';
    // Only the last field may contain the separator.
    if (i < def.params.length - 1 && value.includes(',')) {
      errors[p.key] = texts.comma(p.label);
      return;
    }
    const error = validateCommandParam(p, value);
    if (error) errors[p.key] = error;
  });
  return errors;
}

/** The commandMsg of valid `values`. */
export function commandMsg(def: CommandDef, values: CommandValues): string {
  return def.params
    .map((p) => {
      const v = values[p.key] ?? '';
      return p.kind === 'text' || p.kind === 'password' ? v : v.trim();
    })
    .join(',');
}
