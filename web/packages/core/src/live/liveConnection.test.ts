// The live connection: authenticates with its first message (no token in the URL), subscribes on
// every (re)connection, is 'open' only once the server confirmed the subscription, dispatches
// messages by type and reconnects after a drop.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installErrorFunnel } from '../http/funnel';
import { openLiveConnection, type LiveStatus } from './liveConnection';

class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  readyState = 0;
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(text: string) {
    this.sent.push(text);
  }
  close() {
    this.readyState = 3;
    this.onclose?.();
  }
  receive(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

describe('openLiveConnection', () => {
  beforeEach(() => {
    FakeSocket.all = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  const open = (statuses: LiveStatus[], handlers = {}) =>
    openLiveConnection({
      url: 'ws://console/ws/live',
      sessionId: () => 's 1',
      handlers,
      subscription: { all: 1, kinds: ['alarms'] },
      onStatus: (s) => statuses.push(s),
      createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    });

  it('sends a new subscription at once when connected, and again after a reconnection', () => {
    const live = open([]);
    const first = FakeSocket.all[0]!;
    live.subscribe({ all: 1, area: [113.7, 22.4, 114.4, 22.9] }); // not connected yet: kept for the opening
    expect(first.sent).toEqual([]);
    first.readyState = 1;
    first.onopen?.();
    expect(first.sent[1]).toBe(JSON.stringify({ type: 'subscribe', all: 1, area: [113.7, 22.4, 114.4, 22.9] }));
    live.subscribe({ all: 1, area: [120.8, 30.7, 122.2, 31.9] });
    expect(first.sent[2]).toBe(JSON.stringify({ type: 'subscribe', all: 1, area: [120.8, 30.7, 122.2, 31.9] }));
    first.close();
    vi.advanceTimersByTime(1000);
    const second = FakeSocket.all[1]!;
    second.readyState = 1;
    second.onopen?.();
    expect(second.sent[1]).toBe(JSON.stringify({ type: 'subscribe', all: 1, area: [120.8, 30.7, 122.2, 31.9] }));
    live.close();
  });

  it('is open only after the server confirms the subscription it sent', () => {
    const statuses: LiveStatus[] = [];
    const alarms = vi.fn();
    const live = open(statuses, { alarms });
    const socket = FakeSocket.all[0]!;
    expect(socket.url).toBe('ws://console/ws/live'); // issue #19: the session never goes in the URL
    socket.onopen?.();
    expect(socket.sent).toEqual([
      JSON.stringify({ type: 'auth', sessionId: 's 1' }),
      JSON.stringify({ type: 'subscribe', all: 1, kinds: ['alarms'] }),
    ]);
    socket.receive({ type: 'hello', userId: 7 });
    expect(live.status()).toBe('connecting');
    socket.receive({ type: 'subscribed' });
    expect(live.status()).toBe('open');
    socket.receive({ type: 'alarms', data: [{ alarmId: 1 }] });
    expect(alarms).toHaveBeenCalledWith([{ alarmId: 1 }]);
    expect(statuses).toEqual(['open']); // 'connecting' was the initial state
  });

  it('hands each message of a batch to its own handler', () => {
    const alarms = vi.fn();
    const positions = vi.fn();
    open([], { alarms, positions });
    const socket = FakeSocket.all[0]!;
    socket.onopen?.();
    socket.receive({
      type: 'batch',
      messages: [
        { type: 'alarms', data: [{ alarmId: 2 }] },
        { type: 'positions', data: [{ vehicleId: 5 }] },
      ],
    });
    expect(alarms).toHaveBeenCalledWith([{ alarmId: 2 }]);
    expect(positions).toHaveBeenCalledWith([{ vehicleId: 5 }]);
  });

  it('stops when the server says the session ended and reports it like an API call', () => {
    const shown: string[] = [];
    installErrorFunnel({
      notifier: {
        closeToast: () => undefined,
        showErrorToast: (msg) => shown.push(`toast ${msg}`),
        showSessionExpired: () => shown.push('session dialog'),
      },
      goLogin: () => undefined,
    });
    const statuses: LiveStatus[] = [];
    open(statuses);
    const socket = FakeSocket.all[0]!;
    socket.onopen?.();
    socket.receive({ type: 'subscribed' });
    socket.receive({ type: 'error', code: 4010, msg: '登陆超时!' });
    socket.close();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1); // no reconnection
    expect(statuses).toEqual(['open', 'closed']);
    expect(shown).toEqual(['session dialog']);
  });

  it('reconnects after a drop, subscribes again and is open again on the new confirmation', () => {
    const statuses: LiveStatus[] = [];
    const live = open(statuses);
    FakeSocket.all[0]!.onopen?.();
    FakeSocket.all[0]!.receive({ type: 'subscribed' });
    FakeSocket.all[0]!.close();
    expect(live.status()).toBe('closed');
    vi.advanceTimersByTime(1000);
    const again = FakeSocket.all[1]!;
    again.onopen?.();
    expect(again.sent).toHaveLength(2); // auth, then the subscription
    expect(live.status()).toBe('connecting');
    again.receive({ type: 'subscribed' });
    expect(statuses).toEqual(['open', 'closed', 'connecting', 'open']);
    live.close();
    expect(live.status()).toBe('closed');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(2);
  });
});
