import { promptTexts as texts } from '../texts';
// Prompt-dialog validation (R-VAL-2): a pattern or a validator decides; the error shown is the
// dialog's own message or the default.

export const DEFAULT_PROMPT_ERROR = texts.invalid;

export interface PromptRules {
  /** The whole value must match. */
  pattern?: RegExp;
  /** true = valid; false = invalid (the error message shows); a string = invalid with that text. */
  validator?: (value: string) => boolean | string;
  /** Shown instead of the default when the value is invalid. */
  errorMessage?: string;
}

/** The error text for `value`, or undefined when it is valid. */
export function validatePrompt(value: string, rules: PromptRules): string | undefined {
  const fallback = rules.errorMessage || DEFAULT_PROMPT_ERROR;
  if (rules.pattern) {
    rules.pattern.lastIndex = 0;
    if (!rules.pattern.test(value)) return fallback;
  }
  if (rules.validator) {
    const result = rules.validator(value);
    if (typeof result === 'string') return result || fallback;
    if (!result) return fallback;
  }
  return undefined;
}
