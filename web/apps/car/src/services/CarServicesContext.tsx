// React access to the car app's services (the sub-app kit's context, typed with the car's services).
import type { ReactNode } from 'react';
import { SubAppServicesProvider, useSubAppServices } from '@chelian/ui/subapp';
import type { CarServices } from './carServices';

export function CarServicesProvider({ services, children }: { services: CarServices; children: ReactNode }) {
  return <SubAppServicesProvider services={services}>{children}</SubAppServicesProvider>;
}

export function useCarServices(): CarServices {
  return useSubAppServices<CarServices>();
}
