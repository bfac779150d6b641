// 实时定位: the pets on the shared live map once @chelian/tracking has it (kit); until then a notice.
import { KitPending } from '../../shared/KitPending';
import { routeTexts as texts } from '../../texts';

export function MonitorPage() {
  return <KitPending page={texts.monitor} />;
}
