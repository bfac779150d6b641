// React access to a sub-app's services (an app's own wider type through the type parameter).
import { createContext, useContext, type ReactNode } from 'react';
import type { SubAppServices } from './services';

const Context = createContext<SubAppServices | null>(null);

export function SubAppServicesProvider({ services, children }: { services: SubAppServices; children: ReactNode }) {
  return <Context.Provider value={services}>{children}</Context.Provider>;
}

/** The services of the sub-app being rendered; `T` is the app's own services type. */
export function useSubAppServices<T extends SubAppServices = SubAppServices>(): T {
  const services = useContext(Context);
  if (!services) throw new Error('useSubAppServices outside SubAppServicesProvider');
  return services as T;
}
