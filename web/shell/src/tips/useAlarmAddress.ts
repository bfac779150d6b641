// The street address of an alarm being handled from the header's alarm tip, looked up through the
// console's address service (getGeo.json, batched); its coordinates until the answer arrives or
// when none comes (#30 item 5: the dialog showed raw coordinates only).
import { useEffect, useMemo, useState } from 'react';
import { ADDRESS_FAILED, createAddressBatcher } from '@chelian/tracking';
import type { RealtimeAlarm } from '@chelian/core';
import { useShellServices } from '../services/ShellServicesContext';
import { alarmTipTexts as texts } from '../texts';

export function coordinatesOf(a: Pick<RealtimeAlarm, 'lat' | 'lon'>): string {
  return `${a.lat.toFixed(6)}, ${a.lon.toFixed(6)}`;
}

/** The address line of `alarm` (undefined when there is none): looked up, with its place name. */
export function useAlarmAddress(alarm: RealtimeAlarm | undefined): string | undefined {
  const { http } = useShellServices();
  const batcher = useMemo(() => createAddressBatcher(http), [http]);
  const [found, setFound] = useState<{ alarmId: number; address: string }>();
  useEffect(() => {
    if (!alarm) return undefined;
    let live = true;
    const done = (address: string) => live && setFound({ alarmId: alarm.alarmId, address });
    // The batcher never rejects: a failure answers ADDRESS_FAILED, and the coordinates stay.
    void batcher.lookup(alarm.lon, alarm.lat).then((address) => done(address && address !== ADDRESS_FAILED ? address : coordinatesOf(alarm)));
    return () => {
      live = false;
    };
  }, [alarm, batcher]);
  if (!alarm) return undefined;
  const place = alarm.pathName ? `（${alarm.pathName}）` : '';
  const address = found?.alarmId === alarm.alarmId ? found.address : texts.addressPending(coordinatesOf(alarm));
  return `${address}${place}`;
}
