// Leaving a sub-app: inside the shell through the message bus (goPage, the shell navigates),
// stand-alone directly through the window.
import { appendQuery } from '../http/url';
import { sendMessage } from '../messages/messageBus';

/** To the login page, back to where the user was when stand-alone. */
export function goLogin(embedded: boolean): void {
  if (embedded) sendMessage('goPage', { path: '/login' });
  else window.location.assign(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
}

/** To a console path of the shell (e.g. /404), replacing the current entry when stand-alone. */
export function goConsolePath(embedded: boolean, path: string): void {
  if (embedded) sendMessage('goPage', { path });
  else window.location.replace(path);
}

/** Opens a console path in a new tab (R-ROUTE-8: playback with the vehicle's query and urlType=blank). */
export function openInNewTab(embedded: boolean, path: string, query: Record<string, string | number>): void {
  if (embedded) sendMessage('goPage', { path, query, newTab: true });
  else window.open(appendQuery(path, query), '_blank', 'noopener');
}
