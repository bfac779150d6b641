// The card app's root: the sub-app kit's root (services, queries, permissions, antd in zh-CN, the
// router under /card or /child/card) with the instructions dialog host and the app's router; the
// playback of @chelian/tracking reads the same services (TrackingServicesProvider).
import { InstructionsDialogHost } from '@chelian/ui';
import { SubAppRoot } from '@chelian/ui/subapp';
import { TrackingServicesProvider } from '@chelian/tracking';
import { CardRouter } from './router/CardRouter';
import { CARD_APP_NAME } from './router/routeTable';
import type { CardServices } from './services/cardServices';
import { appTexts as texts } from './texts';

export function CardApp({ services, routerBase }: { services: CardServices; routerBase?: string }) {
  return (
    <SubAppRoot
      name={CARD_APP_NAME}
      title={texts.title}
      services={services}
      {...(routerBase ? { routerBase } : {})}
      // Answers showInstructions when no earlier host (the shell's) does: stand-alone.
      dialogHosts={<InstructionsDialogHost http={services.http} storage={services.storage} />}
    >
      <TrackingServicesProvider services={services}>
        <CardRouter />
      </TrackingServicesProvider>
    </SubAppRoot>
  );
}
