// 轨迹回放: a person's track, the playback of @chelian/tracking with the card's profile (reads
// ?vehicleId&plate&time, as 人员管理 › 轨迹 opens it).
import { TrackPlayback } from '@chelian/tracking';
import { CARD_PROFILE } from '../../shared/cardProfile';

export function TrackPage() {
  return <TrackPlayback profile={CARD_PROFILE} />;
}
