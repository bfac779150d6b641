// Follows commands after they were sent: status changes arrive over the live connection
// ({"type":"commands"}); while it is not open, the unfinished ones are polled (getCommand.json).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import {
  isFinalStatus,
  liveConnectionUrl,
  openLiveConnection,
  type CommandApi,
  type LiveCommand,
  type LiveConnection,
  type LiveConnectionOptions,
  type SentCommand,
} from '@chelian/core';

/** What the dialog shows of one command. */
export interface TrackedCommand {
  id: number;
  vehicleId: number;
  plate: string;
  status: number;
  statusText: string;
  resultMsg: string;
  replyText: string;
  mediaIds: string;
}

export type OpenLive = (options: LiveConnectionOptions) => LiveConnection;

const POLL_MS = 2000;
const POLL_BATCH = 20;

export function trackedFrom(sent: SentCommand): TrackedCommand {
  return {
    id: sent.id,
    vehicleId: sent.vehicleId,
    plate: sent.plate,
    status: sent.status,
    statusText: sent.result,
    resultMsg: sent.resultMsg,
    replyText: '',
    mediaIds: '',
  };
}

export function useCommandTracking(
  api: CommandApi,
  sessionId: () => string,
  sent: TrackedCommand[],
  openLive: OpenLive = openLiveConnection,
): TrackedCommand[] {
  const [rows, setRows] = useState<TrackedCommand[]>(sent);
  const live = useRef<LiveConnection | undefined>(undefined);
  // Newly sent commands replace the rows (during render: no frame shows the previous ones).
  const [rowsOf, setRowsOf] = useState(sent);
  if (rowsOf !== sent) {
    setRowsOf(sent);
    setRows(sent);
  }

  const apply = (updates: Array<Partial<TrackedCommand> & { id: number }>) =>
    setRows((current) =>
      current.map((row) => {
        const u = updates.find((x) => x.id === row.id);
        return u ? { ...row, ...u } : row;
      }),
    );

  const watching = sent.length > 0;
  useEffect(() => {
    if (!watching) return undefined;
    const ids = new Set(sent.map((s) => s.id));
    const connection = openLive({
      url: liveConnectionUrl(),
      sessionId,
      subscription: { vehicles: [...new Set(sent.map((s) => s.vehicleId))] },
      handlers: {
        commands: (data) =>
          apply(
            (data as LiveCommand[])
              .filter((c) => ids.has(c.id))
              .map((c) => ({
                id: c.id,
                status: c.status,
                statusText: c.statusText,
                resultMsg: c.resultMsg,
                replyText: c.replyText,
                mediaIds: c.mediaIds,
              })),
          ),
      },
    });
    live.current = connection;
    return () => {
      connection.close();
      live.current = undefined;
    };
  }, [sent, openLive, watching, sessionId]);

  // Polling while live push is not open; once in any case, for what changed before it opened.
  const openRows = useEffectEvent(() => rows.filter((r) => !isFinalStatus(r.status)));
  useEffect(() => {
    if (!watching) return undefined;
    let stopped = false;
    let polls = 0;
    const poll = async () => {
      const open = openRows();
      if (open.length === 0) return;
      if (live.current?.status() === 'open' && polls > 0) return;
      polls += 1;
      const results = await Promise.allSettled(open.slice(0, POLL_BATCH).map((r) => api.get(r.id)));
      if (stopped) return;
      apply(
        results.flatMap((r) =>
          r.status === 'fulfilled'
            ? [
                {
                  id: r.value.id,
                  status: r.value.status,
                  statusText: r.value.result,
                  resultMsg: r.value.resultMsg,
                  replyText: r.value.replyText,
                  mediaIds: r.value.mediaIds,
                },
              ]
            : [],
        ),
      );
    };
    const timer = setInterval(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, sent, watching]);

  return rows;
}
