// The monitor's live feed over the console's one live connection (@chelian/core liveConnection):
// position, alarm, alarm-handled and command messages, typed; reports whether live push is up (the
// monitor falls back to a refresh countdown while it is not).
import { liveConnectionUrl, openLiveConnection, type LiveCommand, type LiveConnection, type LiveStatus } from '@chelian/core';
import type { LiveAlarm, LivePosition } from '../vehicle/monitorRow';

export type { LiveStatus };

export interface LiveSocketOptions {
  /** Absolute ws(s):// URL of /ws/live; the session id is added as a query parameter. */
  url: string;
  sessionId: () => string;
  onPositions: (positions: LivePosition[]) => void;
  onAlarms?: (alarms: LiveAlarm[]) => void;
  /** Alarms handled (here or on another console): their ids. */
  onHandled?: (alarmIds: number[]) => void;
  /** Status changes of commands to vehicles the user may see. */
  onCommands?: (commands: LiveCommand[]) => void;
  onStatus?: (status: LiveStatus) => void;
  /** Subscription sent after each (re)connection; default: everything the user may see. */
  subscription?: Record<string, unknown>;
  createSocket?: (url: string) => WebSocket;
}

export type LiveSocket = LiveConnection;

/** ws://host/ws/live for the page's origin. */
export const liveSocketUrl = liveConnectionUrl;

export function openLiveSocket(options: LiveSocketOptions): LiveSocket {
  const handlers: Record<string, (data: unknown[]) => void> = {
    positions: (data) => options.onPositions(data as LivePosition[]),
  };
  const { onAlarms, onHandled, onCommands } = options;
  if (onAlarms) handlers.alarms = (data) => onAlarms(data as LiveAlarm[]);
  if (onHandled) handlers.alarmsHandled = (data) => onHandled((data as Array<{ alarmId: number }>).map((d) => d.alarmId));
  if (onCommands) handlers.commands = (data) => onCommands(data as LiveCommand[]);
  return openLiveConnection({
    url: options.url,
    sessionId: options.sessionId,
    handlers,
    ...(options.onStatus ? { onStatus: options.onStatus } : {}),
    ...(options.subscription ? { subscription: options.subscription } : {}),
    ...(options.createSocket ? { createSocket: options.createSocket } : {}),
  });
}
