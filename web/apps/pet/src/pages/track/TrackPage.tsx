// 轨迹回放: the shared track playback once @chelian/tracking has it (kit); until then a notice.
import { KitPending } from '../../shared/KitPending';
import { routeTexts as texts } from '../../texts';

export function TrackPage() {
  return <KitPending page={texts.track} />;
}
