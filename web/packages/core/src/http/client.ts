// The shared request client (console-spec §7): one axios instance per app, every request mode,
// the reply rules of interpret.ts, and failures sent through the error funnel unless `silent`.
import axios, { type AxiosAdapter, type AxiosRequestConfig, type AxiosResponse } from 'axios';
import { REQUEST_TIMEOUT_MS, UPLOAD_FIELD_NAME, UPLOAD_METHOD } from '../constants';
import type { Envelope } from '../envelope';
import { currentSessionId } from '../session/session';
import type { AppStorage } from '../storage/storage';
import { RequestError, isRequestError, type HttpResponseLike } from './errors';
import { openInExportFrame } from './exportFrame';
import { reportError } from './funnel';
import { CONTENT_TYPE_JSON, CONTENT_TYPE_MULTIPART, defaultContentType, identityHeaders } from './headers';
import { decodeBody, interpretReply, isFileDownload, type FileDownload, type Reply } from './interpret';
import { jsonpRequest } from './jsonp';
import { saveFile } from './saveFile';
import { appendQuery, resolveUrl, toSearchParams, type Params } from './url';

export interface ClientOptions {
  storage: AppStorage;
  /** platformId header value: 0 for the shell, the sub-app's id otherwise. */
  platformId: number;
  /** Base URL; when absent it is read from storage (`<prefix>_baseUrl`) at each request. */
  baseUrl?: string;
  /** Transport override (tests). */
  adapter?: AxiosAdapter;
  /** Saves a spreadsheet reply (default: a browser download). */
  saveFile?: (file: FileDownload) => void;
  /** Shows a failure (default: the error funnel). */
  onError?: (error: unknown) => void;
}

export interface RequestOptions {
  /** Do not show failures; the caller handles them (the guard's calls, for instance). */
  silent?: boolean;
  headers?: Record<string, string>;
  timeout?: number;
  signal?: AbortSignal;
}

export interface DownloadOptions extends RequestOptions {
  /** Name of the saved file when the reply names none. */
  filename?: string;
}

export interface HttpClient {
  resolveUrl(url: string): string;
  get<T>(url: string, params?: Params, options?: RequestOptions): Promise<Reply<T>>;
  /** POST form-urlencoded. */
  post<T>(url: string, data?: Params, options?: RequestOptions): Promise<Reply<T>>;
  postJson<T>(url: string, data?: unknown, options?: RequestOptions): Promise<Reply<T>>;
  /** POST multipart: each file under the field `file`, plus extra fields. */
  upload<T>(url: string, files: Blob | Blob[], fields?: Params, options?: RequestOptions): Promise<Reply<T>>;
  jsonp<T>(url: string, params?: Params, options?: RequestOptions): Promise<Envelope<T>>;
  /** Opens the export URL in the hidden frame with `sessionId` as a query parameter. */
  exportFile(url: string, params?: Params): void;
  /** POST JSON expecting a spreadsheet; the file is saved, an envelope reply resolves as usual. */
  downloadBlob<T = unknown>(url: string, data?: unknown, options?: DownloadOptions): Promise<Reply<T>>;
}

function plainHeaders(headers: AxiosResponse['headers'] | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!headers) return out;
  const source = typeof headers.toJSON === 'function' ? headers.toJSON() : headers;
  for (const [key, value] of Object.entries(source as Record<string, unknown>)) {
    if (value !== undefined && value !== null) out[key.toLowerCase()] = String(value);
  }
  return out;
}

function multipart(files: Blob | Blob[], fields: Params = {}): FormData {
  const form = new FormData();
  for (const file of Array.isArray(files) ? files : [files]) form.append(UPLOAD_FIELD_NAME, file);
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined && value !== null) form.append(key, String(value));
  }
  return form;
}

export function createHttpClient(options: ClientOptions): HttpClient {
  const { storage, platformId } = options;
  const save = options.saveFile ?? saveFile;
  const onError = options.onError ?? reportError;
  const instance = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    // Every reply is read as a Blob: spreadsheets stay binary, JSON is decoded by decodeBody.
    responseType: 'blob',
    // Status is judged by interpretReply (an envelope on a 4xx/5xx still counts).
    validateStatus: () => true,
    // No XSRF cookie exists here (the session travels in a header and the server checks origins).
    // Left on, axios reads that cookie through the browser's async cookie store before each send,
    // and the send then waits behind whatever long task the page runs (100 ms and more, issue 28).
    withXSRFToken: false,
    ...(options.adapter ? { adapter: options.adapter } : {}),
  });

  const baseUrl = (): string => options.baseUrl ?? storage.getBaseUrl();
  const fullUrl = (url: string): string => resolveUrl(baseUrl(), url);

  const fail = (error: unknown, request: RequestOptions): never => {
    const wrapped = isRequestError(error) ? error : toTransportError(error);
    if (!request.silent) onError(wrapped);
    throw wrapped;
  };

  async function send<T>(
    config: AxiosRequestConfig,
    request: DownloadOptions,
    contentType?: string,
  ): Promise<Reply<T>> {
    const method = (config.method ?? 'get').toUpperCase();
    const headers: Record<string, string> = {
      ...identityHeaders(storage, platformId),
      'Content-Type': contentType ?? defaultContentType(method),
      ...request.headers,
    };
    try {
      const response = await instance.request({
        ...config,
        method,
        url: fullUrl(config.url ?? ''),
        headers,
        ...(request.timeout !== undefined ? { timeout: request.timeout } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      });
      const plain = plainHeaders(response.headers);
      const decoded: HttpResponseLike = {
        status: response.status,
        headers: plain,
        data: await decodeBody(response.data, plain),
      };
      const reply = interpretReply<T>(decoded, request.filename);
      if (isFileDownload(reply)) save(reply);
      return reply;
    } catch (error) {
      return fail(error, request);
    }
  }

  return {
    resolveUrl: fullUrl,
    get(url, params, request = {}) {
      return send({ method: 'get', url, params: toSearchParams(params) }, request);
    },
    post(url, data, request = {}) {
      return send({ method: 'post', url, data: toSearchParams(data).toString() }, request);
    },
    postJson(url, data, request = {}) {
      return send({ method: 'post', url, data: JSON.stringify(data ?? {}) }, request, CONTENT_TYPE_JSON);
    },
    upload(url, files, fields, request = {}) {
      // axios drops this for FormData in the browser, which then adds the boundary itself.
      return send({ method: UPLOAD_METHOD, url, data: multipart(files, fields) }, request, CONTENT_TYPE_MULTIPART);
    },
    async jsonp<T>(url: string, params?: Params, request: RequestOptions = {}) {
      try {
        const data = await jsonpRequest(fullUrl(url), params, request.timeout ? { timeout: request.timeout } : {});
        const reply = interpretReply<T>({ status: 200, headers: {}, data });
        return reply as Envelope<T>;
      } catch (error) {
        return fail(error, request);
      }
    },
    exportFile(url, params = {}) {
      openInExportFrame(appendQuery(fullUrl(url), { ...params, sessionId: currentSessionId(storage) }));
    },
    downloadBlob(url, data, request = {}) {
      return send({ method: 'post', url, data: JSON.stringify(data ?? {}) }, request, CONTENT_TYPE_JSON);
    },
  };
}

/** Network failures, timeouts and cancellations; keeps the response when there was one (R-HTTP-7). */
function toTransportError(error: unknown): RequestError {
  if (axios.isAxiosError(error)) {
    const response = error.response
      ? { status: error.response.status, data: error.response.data, headers: plainHeaders(error.response.headers) }
      : undefined;
    return new RequestError('transport', { ...(response ? { response } : {}), cause: error });
  }
  return new RequestError('transport', { cause: error });
}
