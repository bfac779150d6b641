// 轨迹回放 of the car app: @chelian/tracking's whole playback page in the car's words (车辆, 车牌).
import { TrackPlayback } from '@chelian/tracking';
import { CAR_PROFILE } from '../../shared/carProfile';

export function PlaybackPage() {
  return <TrackPlayback profile={CAR_PROFILE} />;
}
