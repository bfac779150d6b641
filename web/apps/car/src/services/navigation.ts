// Leaving the car app: inside the shell through the message bus (goPage), stand-alone directly.
import { appendQuery, sendMessage } from '@chelian/core';

export function goLogin(embedded: boolean): void {
  if (embedded) sendMessage('goPage', { path: '/login' });
  else window.location.assign(`/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`);
}

/** Opens a console path in a new tab (R-ROUTE-8: playback with the vehicle's query and urlType=blank). */
export function openInNewTab(embedded: boolean, path: string, query: Record<string, string | number>): void {
  if (embedded) sendMessage('goPage', { path, query, newTab: true });
  else window.open(appendQuery(path, query), '_blank', 'noopener');
}
