// Turns a reply into its payload: flag 1 gives `obj`, any other flag becomes an `api` RequestError.
import { FLAG_OK } from '../constants';
import { RequestError } from '../http/errors';
import { isFileDownload, type Reply } from '../http/interpret';

export function unwrap<T>(reply: Reply<T>): T {
  if (isFileDownload(reply)) throw new RequestError('format');
  if (Number(reply.flag) !== FLAG_OK) {
    throw new RequestError('api', { flag: Number(reply.flag), ...(reply.msg ? { msg: reply.msg } : {}) });
  }
  return reply.obj as T;
}
