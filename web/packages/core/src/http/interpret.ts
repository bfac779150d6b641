// The client's reply rules (R-HTTP-5, R-HTTP-6, R-ERR-4): what resolves, what rejects, what downloads.
import { FLAG_SESSION_EXPIRED, LOGIN_TIMEOUT_MSG, SPREADSHEET_CONTENT_TYPE } from '../constants';
import { isEnvelope, type Envelope } from '../envelope';
import { RequestError, type HttpResponseLike } from './errors';

/** A spreadsheet a call answered with instead of an envelope. */
export interface FileDownload {
  kind: 'file';
  blob: Blob;
  filename: string;
}

/** What a call resolves with: the envelope (any flag but 4010) or a file. */
export type Reply<T> = Envelope<T> | FileDownload;

export function isFileDownload(value: unknown): value is FileDownload {
  return typeof value === 'object' && value !== null && (value as { kind?: unknown }).kind === 'file';
}

export const DEFAULT_DOWNLOAD_NAME = 'download.xls';

/** File name from Content-Disposition (`filename*=UTF-8''…` preferred), else the default. */
export function filenameFromDisposition(disposition: string | undefined, fallback = DEFAULT_DOWNLOAD_NAME): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  const raw = star?.[1] ?? plain?.[1];
  if (!raw) return fallback;
  try {
    return decodeURIComponent(raw.trim());
  } catch {
    return raw.trim();
  }
}

function headerValue(headers: Record<string, string>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}

function isSpreadsheet(headers: Record<string, string>): boolean {
  return (headerValue(headers, 'content-type') ?? '').toLowerCase().includes(SPREADSHEET_CONTENT_TYPE);
}

/**
 * Turns a body that arrived as a Blob or text into JSON when it is JSON. A spreadsheet Blob stays a
 * Blob. Anything that does not parse stays as it was.
 */
export async function decodeBody(data: unknown, headers: Record<string, string>): Promise<unknown> {
  if (isSpreadsheet(headers)) return data;
  let text: string | undefined;
  if (typeof Blob !== 'undefined' && data instanceof Blob) text = await data.text();
  else if (typeof data === 'string') text = data;
  if (text === undefined) return data;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function hasFailingCode(body: Envelope): boolean {
  const code = body.code;
  return code !== undefined && code !== null && code !== '' && Number(code) !== 0;
}

/**
 * Applies the reply rules to a decoded response. Throws RequestError for the rejecting cases.
 * A non-2xx status with an envelope body is judged by the envelope; without one it is a transport error.
 */
export function interpretReply<T>(response: HttpResponseLike, fallbackFilename?: string): Reply<T> {
  const { data, headers, status } = response;
  if (isEnvelope(data)) {
    const body = data as Envelope<T>;
    if (Number(body.flag) === FLAG_SESSION_EXPIRED) {
      throw new RequestError('session', { flag: FLAG_SESSION_EXPIRED, msg: LOGIN_TIMEOUT_MSG, response });
    }
    if (hasFailingCode(body)) {
      throw new RequestError('code', { flag: Number(body.flag), msg: body.msg || undefined, response });
    }
    return body;
  }
  if (status < 200 || status >= 300) {
    throw new RequestError('transport', { response });
  }
  if (isSpreadsheet(headers)) {
    const blob = typeof Blob !== 'undefined' && data instanceof Blob ? data : new Blob([data as BlobPart]);
    const filename = filenameFromDisposition(headerValue(headers, 'content-disposition'), fallbackFilename);
    return { kind: 'file', blob, filename };
  }
  const msg =
    typeof data === 'object' && data !== null && typeof (data as { msg?: unknown }).msg === 'string'
      ? (data as { msg: string }).msg
      : undefined;
  throw new RequestError('format', { msg, response });
}
