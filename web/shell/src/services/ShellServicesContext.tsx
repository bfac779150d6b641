// React access to the shell's services (tests pass fakes through the same provider).
import { createContext, useContext, type ReactNode } from 'react';
import type { ShellServices } from './shellServices';

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({ services, children }: { services: ShellServices; children: ReactNode }) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs <ShellServicesProvider>');
  return services;
}
