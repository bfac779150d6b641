// The monitors' open and collapsed panels (monitorLayout.ts), kept in the shared storage
// under monitorLayout so the next visit opens as the user left it.
import { useCallback, useState } from 'react';
import type { AppStorage } from '@chelian/core';
import { readLayout, withPanel, type MonitorLayout, type MonitorPanel } from './monitorLayout';

export function useMonitorLayout(storage: AppStorage): [MonitorLayout, (panel: MonitorPanel, open: boolean) => void] {
  const [layout, setLayout] = useState(() => readLayout(storage.get('monitorLayout')));
  // Stable while the layout stays, so memoised panels are not drawn again for nothing.
  const setPanel = useCallback(
    (panel: MonitorPanel, open: boolean) => {
      const next = withPanel(layout, panel, open);
      setLayout(next);
      storage.set('monitorLayout', next);
    },
    [layout, storage],
  );
  return [layout, setPanel];
}
