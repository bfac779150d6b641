// Headers every request carries (R-HTTP-4) and the default content types (R-HTTP-3).
import { currentSessionId, currentUser } from '../session/session';
import type { AppStorage } from '../storage/storage';

export const CONTENT_TYPE_FORM = 'application/x-www-form-urlencoded;charset=UTF-8';
export const CONTENT_TYPE_JSON = 'application/json;charset=UTF-8';
export const CONTENT_TYPE_MULTIPART = 'multipart/form-data';

/** Empty Authorization, platformId, sessionId from storage, userId only when a user is stored. */
export function identityHeaders(storage: AppStorage, platformId: number): Record<string, string> {
  const headers: Record<string, string> = {
    Authorization: '',
    platformId: String(platformId),
    sessionId: currentSessionId(storage),
  };
  const user = currentUser(storage);
  if (user) headers.userId = String(user.userId);
  return headers;
}

/** Content type a method gets when the caller names none: POST form, GET JSON. */
export function defaultContentType(method: string): string {
  return method.toUpperCase() === 'POST' ? CONTENT_TYPE_FORM : CONTENT_TYPE_JSON;
}
