// Opens the vehicle info dialog on the showVehInfo message (R-MSG-1). Several apps may mount a
// host (the shell, and the car app when it runs stand-alone or before the shell has one): only the
// first mounted host answers, so one message opens one dialog.
import { useEffect, useState } from 'react';
import { onMessage, type AppStorage, type HttpClient, type MessageMap } from '@chelian/core';
import { VehicleInfoDialog } from './VehicleInfoDialog';

const HOSTS_KEY = '__CHELIAN_VEHINFO_HOSTS__';

type HostList = symbol[];

function hosts(): HostList {
  const w = window as unknown as Record<string, HostList | undefined>;
  w[HOSTS_KEY] ??= [];
  return w[HOSTS_KEY];
}

export interface VehicleInfoDialogHostProps {
  http: HttpClient;
  storage: AppStorage;
  mapDataUrl: string;
}

export function VehicleInfoDialogHost({ http, storage, mapDataUrl }: VehicleInfoDialogHostProps) {
  const [open, setOpen] = useState<MessageMap['showVehInfo'] | undefined>(undefined);
  useEffect(() => {
    const me = Symbol('vehicle-info-host');
    hosts().push(me);
    const off = onMessage('showVehInfo', (detail) => {
      if (hosts()[0] === me) setOpen({ vehicleId: Number(detail.vehicleId), tab: detail.tab === 'follow' ? 'follow' : '' });
    });
    return () => {
      off();
      const list = hosts();
      list.splice(list.indexOf(me), 1);
    };
  }, []);
  if (!open) return null;
  return (
    <VehicleInfoDialog
      vehicleId={open.vehicleId}
      tab={open.tab}
      http={http}
      storage={storage}
      mapDataUrl={mapDataUrl}
      onClose={() => setOpen(undefined)}
    />
  );
}
