// What the shared monitoring and playback pieces talk to: the app's request client and address
// batcher, the storage the live feed reads the session from, and whether it runs inside the
// shell. An app provides them once around its pages.
import { createContext, useContext, type ReactNode } from 'react';
import type { AppStorage, HttpClient } from '@chelian/core';
import type { AddressBatcher } from '../address/addressBatcher';

export interface TrackingServices {
  http: HttpClient;
  addresses: AddressBatcher;
  /** Where the session is kept (the live feed signs in with it). */
  storage: AppStorage;
  /** Mounted inside the shell (qiankun) rather than stand-alone. */
  embedded?: boolean;
}

const TrackingServicesContext = createContext<TrackingServices | null>(null);

export function TrackingServicesProvider({ services, children }: { services: TrackingServices; children: ReactNode }) {
  return <TrackingServicesContext.Provider value={services}>{children}</TrackingServicesContext.Provider>;
}

export function useTrackingServices(): TrackingServices {
  const services = useContext(TrackingServicesContext);
  if (!services) throw new Error('TrackingServicesProvider missing');
  return services;
}
