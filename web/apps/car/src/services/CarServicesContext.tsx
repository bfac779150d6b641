// React access to the car app's services.
import { createContext, useContext, type ReactNode } from 'react';
import type { CarServices } from './carServices';

const Context = createContext<CarServices | null>(null);

export function CarServicesProvider({ services, children }: { services: CarServices; children: ReactNode }) {
  return <Context.Provider value={services}>{children}</Context.Provider>;
}

export function useCarServices(): CarServices {
  const s = useContext(Context);
  if (!s) throw new Error('useCarServices outside CarServicesProvider');
  return s;
}
