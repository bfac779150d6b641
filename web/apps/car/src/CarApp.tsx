// The car app's root: the sub-app kit's root (services, queries, permissions, antd in zh-CN, the
// router under /car or /child/car) with the car's dialog hosts and its router; the shared monitoring
// and playback pieces of @chelian/tracking read the same services (TrackingServicesProvider).
import { InstructionsDialogHost } from '@chelian/ui';
import { SubAppRoot } from '@chelian/ui/subapp';
import { TrackingServicesProvider, VehicleInfoDialogHost } from '@chelian/tracking';
import { CarRouter } from './router/CarRouter';
import { CAR_APP_NAME } from './router/routeTable';
import type { CarServices } from './services/carServices';
import { standaloneFrameTexts as texts } from './texts';

export function CarApp({ services, routerBase }: { services: CarServices; routerBase?: string }) {
  return (
    <SubAppRoot
      name={CAR_APP_NAME}
      title={texts.title}
      services={services}
      {...(routerBase ? { routerBase } : {})}
      dialogHosts={
        <>
          {/* Answers showVehInfo unless a host mounted earlier (the shell's) does. */}
          <VehicleInfoDialogHost http={services.http} storage={services.storage} mapDataUrl={`${import.meta.env.BASE_URL}basemap/`} />
          {/* Answers showInstructions when no earlier host (the shell's) does: stand-alone. */}
          <InstructionsDialogHost http={services.http} storage={services.storage} />
        </>
      }
    >
      <TrackingServicesProvider services={services}>
        <CarRouter />
      </TrackingServicesProvider>
    </SubAppRoot>
  );
}
