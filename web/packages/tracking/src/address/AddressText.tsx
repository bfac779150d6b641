// An address looked up (batched, cached) for a WGS-84 point when it is rendered; points without a
// position (0, 0) have none.
import { useAddress } from './useAddress';

export function AddressText({ lon, lat }: { lon: number; lat: number }) {
  const located = lon !== 0 || lat !== 0;
  const address = useAddress(located ? lon : undefined, located ? lat : undefined);
  return <span>{address || '…'}</span>;
}
