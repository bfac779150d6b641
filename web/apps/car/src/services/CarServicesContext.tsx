// React access to the car app's services (the sub-app kit's context, typed with the car's services);
// the shared monitoring and playback pieces of @chelian/tracking read the same services.
import type { ReactNode } from 'react';
import { TrackingServicesProvider } from '@chelian/tracking';
import { SubAppServicesProvider, useSubAppServices } from '@chelian/ui/subapp';
import type { CarServices } from './carServices';

export function CarServicesProvider({ services, children }: { services: CarServices; children: ReactNode }) {
  return (
    <SubAppServicesProvider services={services}>
      <TrackingServicesProvider services={services}>{children}</TrackingServicesProvider>
    </SubAppServicesProvider>
  );
}

export function useCarServices(): CarServices {
  return useSubAppServices<CarServices>();
}
