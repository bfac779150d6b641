// The assistant's conversation as plain data: who said what, and the reply each bot turn carries
// (its choices and suggestions). Kept apart from the React panel so its rules are tested alone.
import type { AssistantConfig, AssistantReply, FaqPrompt } from '@chelian/core';

export interface Turn {
  id: number;
  from: 'bot' | 'user';
  text: string;
  reply?: AssistantReply;
  /** Prompts offered under this turn (the welcome lists every FAQ). */
  prompts?: FaqPrompt[];
  /** A language-model answer still being written. */
  streaming?: boolean;
  /** The FAQ entries a language-model answer cites. */
  citations?: FaqPrompt[];
}

let nextId = 1;

export function welcomeTurn(config: AssistantConfig): Turn {
  return { id: nextId++, from: 'bot', text: config.welcome, prompts: config.faq };
}

export function userTurn(text: string): Turn {
  return { id: nextId++, from: 'user', text };
}

export function botTurn(reply: AssistantReply): Turn {
  return { id: nextId++, from: 'bot', text: reply.text, reply, prompts: reply.suggestions.length ? reply.suggestions : undefined };
}

/** The turn of a streamed answer: empty until its first piece arrives. */
export function streamTurn(reply: AssistantReply): Turn {
  return { id: nextId++, from: 'bot', text: '', reply, streaming: true };
}

/** Turn `id` with `piece` appended; when `done`, no longer streaming and with its citations. */
export function extendTurn(turns: Turn[], id: number, piece: string, done: boolean, citations: FaqPrompt[] = []): Turn[] {
  return turns.map((t) =>
    t.id !== id ? t : { ...t, text: t.text + piece, streaming: !done, citations: done && citations.length ? citations : t.citations },
  );
}

export function noteTurn(text: string): Turn {
  return { id: nextId++, from: 'bot', text };
}

/** Conversations keep their latest turns only. */
export const MAX_TURNS = 60;

export function appendTurns(turns: Turn[], ...more: Turn[]): Turn[] {
  const all = [...turns, ...more];
  if (all.length <= MAX_TURNS) return all;
  // The welcome turn (with every prompt) stays first.
  return [...all.slice(0, 1), ...all.slice(all.length - MAX_TURNS + 1)];
}
