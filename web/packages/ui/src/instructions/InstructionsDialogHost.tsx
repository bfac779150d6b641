// Opens the instructions dialog on the showInstructions message (R-MSG-1, R-DLG-2). The shell
// mounts one; the car app mounts one too for when it runs stand-alone: only the first mounted host
// answers, so one message opens one dialog.
import { useEffect, useMemo, useState } from 'react';
import { createCommandApi, currentSessionId, onMessage, type AppStorage, type HttpClient } from '@chelian/core';
import { InstructionsDialog, type InstructionsRequest } from './InstructionsDialog';

const HOSTS_KEY = '__CHELIAN_INSTRUCTIONS_HOSTS__';

function hosts(): symbol[] {
  const w = window as unknown as Record<string, symbol[] | undefined>;
  w[HOSTS_KEY] ??= [];
  return w[HOSTS_KEY];
}

export interface InstructionsDialogHostProps {
  http: HttpClient;
  storage: AppStorage;
  onOpenReport?: () => void;
}

export function InstructionsDialogHost({ http, storage, onOpenReport }: InstructionsDialogHostProps) {
  const [request, setRequest] = useState<InstructionsRequest>();
  const api = useMemo(() => createCommandApi(http), [http]);
  useEffect(() => {
    const me = Symbol('instructions-host');
    hosts().push(me);
    const off = onMessage('showInstructions', (detail) => {
      if (hosts()[0] === me) setRequest({ ...detail, type: detail.type ?? '' });
    });
    return () => {
      off();
      const list = hosts();
      list.splice(list.indexOf(me), 1);
    };
  }, []);
  if (!request) return null;
  return (
    <InstructionsDialog
      key={JSON.stringify(request)}
      request={request}
      api={api}
      sessionId={() => currentSessionId(storage)}
      onClose={() => setRequest(undefined)}
      {...(onOpenReport
        ? {
            onOpenReport: () => {
              setRequest(undefined);
              onOpenReport();
            },
          }
        : {})}
    />
  );
}
