// The one error funnel (R-ERR-5, R-ERR-7, R-TOAST-1, R-ERR-1): a toast with the message, or the
// session-expired dialog for 4010. The UI installs a Notifier; this module decides what to show.
// The session dialog is the shell's alone (#30 item 1): a sub-app embedded in it hands a 4010 to the
// shell's funnel, and once the user closed the dialog it stays closed until the next sign-in.
import { DEFAULT_ERROR_MSG, TOAST_DURATION_MS, TOAST_OFFSET_PX } from '../constants';
import { isRequestError } from './errors';

export interface ToastOptions {
  durationMs: number;
  offsetPx: number;
}

/** The UI side of the funnel (antd in the apps, a fake in tests). */
export interface Notifier {
  closeToast(): void;
  showErrorToast(msg: string, options: ToastOptions): void;
  /** Must call exactly one of the actions when the dialog closes. */
  showSessionExpired(actions: { onClose(): void; onLogin(): void }): void;
}

interface FunnelState {
  notifier: Notifier | undefined;
  goLogin: () => void;
  onLoginPage: () => boolean;
  dialogOpen: boolean;
  /** 关闭 was chosen: the user knows, and further 4010s of this session stay quiet. */
  dismissed: boolean;
  signingOut: number;
}

const state: FunnelState = {
  notifier: undefined,
  goLogin: () => undefined,
  onLoginPage: () => false,
  dialogOpen: false,
  dismissed: false,
  signingOut: 0,
};

/** Where the funnel that owns the session dialog (the shell's) offers it to the other bundles on the page. */
export const SESSION_DIALOG_OWNER_KEY = '__CHELIAN_SESSION_DIALOG__';

type OwnerSlot = Record<typeof SESSION_DIALOG_OWNER_KEY, (() => void) | undefined>;

function ownerSlot(): OwnerSlot {
  return globalThis as unknown as OwnerSlot;
}

/**
 * `onLoginPage` tells when the login page is shown: a 4010 there (a call still in flight when the
 * user signed out) has no session to report as expired, so no dialog covers the login form.
 */
export function installErrorFunnel(options: {
  notifier: Notifier;
  goLogin: () => void;
  onLoginPage?: () => boolean;
  /** The shell: its dialog serves every app on the page. Returns the function that gives that up. */
  ownsSessionDialog?: boolean;
}): () => void {
  state.notifier = options.notifier;
  state.goLogin = options.goLogin;
  state.onLoginPage = options.onLoginPage ?? (() => false);
  state.dialogOpen = false;
  if (!options.ownsSessionDialog) return () => undefined;
  ownerSlot()[SESSION_DIALOG_OWNER_KEY] = showSessionExpired;
  return () => {
    if (ownerSlot()[SESSION_DIALOG_OWNER_KEY] === showSessionExpired) ownerSlot()[SESSION_DIALOG_OWNER_KEY] = undefined;
  };
}

/** A session began (a sign-in): its expiry will be reported again. */
export function sessionStarted(): void {
  state.dismissed = false;
}

function stringField(value: unknown, field: string): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const v = (value as Record<string, unknown>)[field];
  return typeof v === 'string' && v.trim() !== '' ? v : undefined;
}

/** Text shown for a failure: the error's data message, else its msg, else 网络异常. */
export function errorMessage(error: unknown): string {
  const data = (error as { data?: unknown } | null)?.data;
  const responseData = isRequestError(error) ? error.response?.data : undefined;
  return (
    stringField(data, 'msg') ??
    stringField(responseData, 'msg') ??
    (isRequestError(error) ? error.msg : stringField(error, 'msg')) ??
    DEFAULT_ERROR_MSG
  );
}

function markHandled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const target = error as { handled?: boolean };
  if (target.handled) return true;
  try {
    target.handled = true;
  } catch {
    // frozen objects cannot be marked; they may be shown twice, which is harmless
  }
  return false;
}

/**
 * Runs a sign-out: calls still in flight answer 4010 once the server has ended the session, and
 * that is no expiry to report — no dialog until `work` (logout call, clearing, going to the login
 * page) has finished; from then on the login page rule applies.
 */
export async function whileSigningOut<T>(work: () => Promise<T>): Promise<T> {
  state.signingOut += 1;
  try {
    return await work();
  } finally {
    state.signingOut -= 1;
  }
}

function showSessionExpired(): void {
  // Another bundle's funnel owns the dialog (this one is a sub-app inside the shell): it shows it.
  const owner = ownerSlot()[SESSION_DIALOG_OWNER_KEY];
  if (owner && owner !== showSessionExpired) {
    owner();
    return;
  }
  if (state.dialogOpen || state.dismissed || !state.notifier || state.signingOut > 0 || state.onLoginPage()) return;
  state.dialogOpen = true;
  state.notifier.showSessionExpired({
    onClose: () => {
      state.dialogOpen = false;
      state.dismissed = true;
    },
    onLogin: () => {
      state.dialogOpen = false;
      state.goLogin();
    },
  });
}

/** Shows `error` once: the session dialog for 4010 (one at a time), otherwise one error toast. */
export function reportError(error: unknown): void {
  if (markHandled(error)) return;
  if (isRequestError(error) && error.kind === 'session') {
    showSessionExpired();
    return;
  }
  const notifier = state.notifier;
  if (!notifier) return;
  notifier.closeToast();
  notifier.showErrorToast(errorMessage(error), { durationMs: TOAST_DURATION_MS, offsetPx: TOAST_OFFSET_PX });
}
