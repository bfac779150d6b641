// 车辆管理 (§2.7): hand-over state — the common header and "being built" until the page is written here
// (its calls in service.ts beside it, its texts in ../../texts.ts, its button ids in ../../access.ts).
import { PagePlaceholder } from '../../shared/PagePlaceholder';
import { routeTexts } from '../../texts';

export function VehiclePage() {
  return <PagePlaceholder title={routeTexts.vehicle} />;
}
