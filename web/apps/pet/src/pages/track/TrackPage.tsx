// 轨迹回放: a pet's track, the whole playback of @chelian/tracking with the pet's profile (reads
// ?vehicleId&plate&time like the car's).
import { TrackPlayback } from '@chelian/tracking';
import { PET_PROFILE } from '../../shared/petProfile';

export function TrackPage() {
  return <TrackPlayback profile={PET_PROFILE} />;
}
