// 骑行轨迹: one ride of 骑行记录 on the map, the whole playback of @chelian/tracking with the bike's
// profile, opened on the ride's exact period (?vehicleId&plate&beginTime&endTime).
import { TrackPlayback } from '@chelian/tracking';
import { BIKE_PROFILE } from '../../shared/bikeProfile';

export function RideTrackPage() {
  return <TrackPlayback profile={BIKE_PROFILE} />;
}
