// The address of a WGS-84 point, looked up through the app's address batcher (TrackingServicesProvider) (batched, cached;
// R-ADDR-3, R-ADDR-4): '' without a point, 正在获取位置… while the lookup runs.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { distanceM, type LonLat } from '../coords/coordSystems';
import { useTrackingServices } from '../profile/trackingServices';
import { addressTexts as texts } from '../texts';

/** Look the address up again only after the vehicle moved this far. */
const ADDRESS_REFRESH_M = 100;

export function useAddress(lon: number | undefined, lat: number | undefined): string {
  const { addresses } = useTrackingServices();
  const here: LonLat | undefined = lon === undefined || lat === undefined ? undefined : [lon, lat];
  // The place looked up follows the vehicle only once it moved ADDRESS_REFRESH_M away; a smaller
  // move keeps the lookup under way. Keyed by place, only the newest place's answer shows; the
  // answers themselves are cached by the address batcher.
  const [place, setPlace] = useState(here);
  const moved = here ? !place || distanceM(place, here) >= ADDRESS_REFRESH_M : place !== undefined;
  if (moved) setPlace(here); // during render: React renders again at once with the new place
  const answer = useQuery({
    queryKey: ['address', place?.[0], place?.[1]],
    queryFn: () => addresses.lookup(place![0], place![1]),
    enabled: place !== undefined,
  });
  if (!place) return '';
  return answer.data ?? texts.lookingUp;
}
