// The outcome of direct-send commands sent from the monitor: a CommandWatch that announces each
// result as a notification when live push reports it final (or a lookup finds it), stopped when the
// page leaves. `onCommands` takes the live updates.
import { useCallback, useEffect, useMemo } from 'react';
import { App } from 'antd';
import type { LiveCommand } from '@chelian/core';
import type { MonitorApi } from '../service';
import { CommandWatch, resultTitle } from './commandWatch';

export function useCommandResults(api: MonitorApi): { watch: CommandWatch; onCommands: (updates: LiveCommand[]) => void } {
  const { notification } = App.useApp();
  const watch = useMemo(
    () =>
      new CommandWatch(
        (c) =>
          notification.open({
            type: c.status === 2 ? 'success' : 'warning',
            message: resultTitle(c),
            description: c.replyText || c.resultMsg,
            duration: 8,
          }),
        { lookup: (id) => api.getCommand(id) },
      ),
    [notification, api],
  );
  useEffect(() => () => watch.dispose(), [watch]);
  const onCommands = useCallback((updates: LiveCommand[]) => watch.offer(updates), [watch]);
  return { watch, onCommands };
}
