// The console's live connection (/ws/live), framework-free: authenticates with its first message
// ({"type":"auth","sessionId":…}: the token stays out of the URL) and subscribes after each
// (re)connection, hands each message type ({"type":…,"data":[…]}) to its handler, reconnects with
// a growing pause and reports whether live push is up: 'open' once the server confirms the
// subscription ({"type":"subscribed"}), the moment to (re)load lists the push then keeps current.
// Several types pushed at once arrive as one {"type":"batch","messages":[…]}. When the session ends
// the server says so ({"type":"error","code":4010}): no more reconnecting, and the error funnel
// shows the session-expired dialog as for an API call.
// The monitor's position feed (@chelian/tracking liveSocket) and the instructions dialog's command
// status both use it.

import { FLAG_SESSION_EXPIRED } from '../constants';
import { RequestError } from '../http/errors';
import { reportError } from '../http/funnel';

export type LiveStatus = 'connecting' | 'open' | 'closed';

interface LiveMessage {
  type?: string;
  data?: unknown;
  code?: number;
  msg?: string;
  messages?: unknown;
}

export interface LiveConnectionOptions {
  /** Absolute ws(s):// URL of /ws/live; the session id goes in the first message. */
  url: string;
  sessionId: () => string;
  /** Handlers by message type ("positions", "alarms", "commands", …); data is the message's array. */
  handlers: Record<string, (data: unknown[]) => void>;
  /** 'open' once the server confirmed the subscription: what happens from then on is pushed. */
  onStatus?: (status: LiveStatus) => void;
  /** Subscription sent after each (re)connection; default: everything the user may see. */
  subscription?: Record<string, unknown>;
  createSocket?: (url: string) => WebSocket;
}

export interface LiveConnection {
  close(): void;
  status(): LiveStatus;
  /** Replaces the subscription: sent now when connected, and after each reconnection. */
  subscribe(subscription: Record<string, unknown>): void;
}

/** ws://host/ws/live for the page's origin. */
export function liveConnectionUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws/live`;
}

export function openLiveConnection(options: LiveConnectionOptions): LiveConnection {
  let socket: WebSocket | undefined;
  let state: LiveStatus = 'connecting';
  let closed = false;
  let retryMs = 1000;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const create = options.createSocket ?? ((url: string) => new WebSocket(url));
  let subscription = options.subscription ?? { all: 1 };
  const sendSubscription = () => socket?.send(JSON.stringify({ type: 'subscribe', ...subscription }));

  const setState = (s: LiveStatus) => {
    if (s === state) return;
    state = s;
    options.onStatus?.(s);
  };

  const connect = () => {
    if (closed) return;
    setState('connecting');
    socket = create(options.url);
    socket.onopen = () => {
      retryMs = 1000;
      socket?.send(JSON.stringify({ type: 'auth', sessionId: options.sessionId() }));
      sendSubscription();
    };
    const dispatch = (message: LiveMessage) => {
      if (message.type === 'subscribed') return setState('open');
      if (message.type === 'batch' && Array.isArray(message.messages)) {
        for (const m of message.messages) if (typeof m === 'object' && m !== null) dispatch(m as LiveMessage);
        return;
      }
      if (message.type === 'error' && message.code === FLAG_SESSION_EXPIRED) {
        closed = true; // the session is over: reconnecting would only be refused
        setState('closed');
        reportError(new RequestError('session', { flag: FLAG_SESSION_EXPIRED, msg: message.msg }));
        return;
      }
      const handler = message.type ? options.handlers[message.type] : undefined;
      if (handler && Array.isArray(message.data)) handler(message.data);
    };
    socket.onmessage = (event: MessageEvent) => {
      let message: LiveMessage;
      try {
        message = JSON.parse(String(event.data)) as LiveMessage;
      } catch {
        return;
      }
      dispatch(message);
    };
    socket.onclose = () => {
      socket = undefined;
      if (closed) return;
      setState('closed');
      retry = setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 30_000);
    };
  };

  connect();
  return {
    close() {
      closed = true;
      if (retry !== undefined) clearTimeout(retry);
      socket?.close();
      setState('closed');
    },
    status: () => state,
    subscribe(next) {
      subscription = next;
      if (socket && socket.readyState === 1 /* OPEN */) sendSubscription();
    },
  };
}
