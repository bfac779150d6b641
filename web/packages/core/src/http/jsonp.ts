// JSONP GET (R-HTTP-8): a script tag with a one-off global callback; rejects on script error or timeout.
import { REQUEST_TIMEOUT_MS } from '../constants';
import { RequestError } from './errors';
import { appendQuery, type Params } from './url';

let counter = 0;

export interface JsonpOptions {
  /** Name of the query parameter carrying the callback name. */
  callbackParam?: string;
  timeout?: number;
}

export function jsonpRequest(url: string, params: Params = {}, options: JsonpOptions = {}): Promise<unknown> {
  const callbackParam = options.callbackParam ?? 'callback';
  const timeout = options.timeout ?? REQUEST_TIMEOUT_MS;
  counter += 1;
  const name = `__chelianJsonp${Date.now().toString(36)}${counter}`;
  const globals = window as unknown as Record<string, unknown>;
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    const cleanup = (): void => {
      clearTimeout(timer);
      delete globals[name];
      script.remove();
    };
    const timer = setTimeout(() => {
      cleanup();
      reject(new RequestError('transport'));
    }, timeout);
    globals[name] = (data: unknown) => {
      cleanup();
      resolve(data);
    };
    script.onerror = () => {
      cleanup();
      reject(new RequestError('transport'));
    };
    script.src = appendQuery(url, { ...params, [callbackParam]: name });
    document.head.appendChild(script);
  });
}
