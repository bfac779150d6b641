// Fills a sub-app's permission store: inside the shell from the shell's resource list (ask with
// getResourceData, follow every changeResourceData); stand-alone from the server, or to the login
// page without a session or when the session expired.
import { reportError } from '../http/funnel';
import { isSessionExpired } from '../http/errors';
import { onMessage, sendMessage } from '../messages/messageBus';
import { currentSessionId } from '../session/session';
import type { SubAppCore } from './subAppCore';

/** Starts loading; returns what stops following the shell's changes. */
export function startPermissionLoading(
  services: Pick<SubAppCore, 'embedded' | 'permissions' | 'access' | 'storage'>,
  goLogin: () => void,
): () => void {
  const { embedded, permissions, access, storage } = services;
  if (embedded) {
    const off = onMessage('changeResourceData', ({ resources }) => permissions.load(resources));
    sendMessage('getResourceData', {});
    return off;
  }
  if (!currentSessionId(storage)) {
    goLogin();
    return () => undefined;
  }
  access
    .listResources({ silent: true })
    .then((roots) => permissions.load(roots))
    .catch((error: unknown) => (isSessionExpired(error) ? goLogin() : reportError(error)));
  return () => undefined;
}
