// The one error type every request rejects with; `kind` tells which client rule produced it.
import { DEFAULT_ERROR_MSG } from '../constants';

export interface HttpResponseLike {
  status: number;
  data: unknown;
  headers: Record<string, string>;
}

/**
 * session   – flag 4010, login timed out (R-HTTP-5)
 * api       – a reply with a flag other than 1, turned into an error by `unwrap` (not by the client)
 * code      – a top-level `code` other than absent/0 (R-ERR-4)
 * format    – no flag and no spreadsheet (R-HTTP-6)
 * transport – network failure, timeout or a non-2xx status without an envelope (R-HTTP-7)
 */
export type RequestErrorKind = 'session' | 'api' | 'code' | 'format' | 'transport';

export class RequestError extends Error {
  readonly kind: RequestErrorKind;
  readonly flag: number | undefined;
  /** Message for people (Chinese), from the reply when it had one. */
  readonly msg: string | undefined;
  /** The HTTP response, when there was one (transport errors reject with it). */
  readonly response: HttpResponseLike | undefined;
  /** Set once the error funnel has shown it, so it is not shown twice. */
  handled = false;

  constructor(
    kind: RequestErrorKind,
    init: { flag?: number; msg?: string; response?: HttpResponseLike; cause?: unknown } = {},
  ) {
    super(init.msg ?? DEFAULT_ERROR_MSG, { cause: init.cause });
    this.name = 'RequestError';
    this.kind = kind;
    this.flag = init.flag;
    this.msg = init.msg;
    this.response = init.response;
  }
}

export function isRequestError(value: unknown): value is RequestError {
  return value instanceof RequestError;
}

export function isSessionExpired(value: unknown): boolean {
  return isRequestError(value) && value.kind === 'session';
}
