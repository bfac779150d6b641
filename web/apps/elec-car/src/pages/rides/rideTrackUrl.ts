// Where a ride's track opens: 骑行轨迹 with the bike and the ride's exact period, which the kit's
// playback reads from the URL (vehicleId, plate, beginTime, endTime). Pure.
import { appendQuery } from '@chelian/core';
import type { Ride } from './service';

export function rideTrackUrl(vehicleId: number, plate: string, ride: Pick<Ride, 'beginTime' | 'endTime'>): string {
  return appendQuery('/rides/track', { vehicleId, plate, beginTime: ride.beginTime, endTime: ride.endTime });
}
