// A monitor page's vehicle store, made once per page and seeded with the route's prefetched first
// page when that answered before the page's first render (issue 28): that render shows rows already.
import { useState } from 'react';
import type { AssetKind } from '../profile/assetProfile';
import { pagesAfterFirst } from './loadAllVehicles';
import { MONITOR_PAGE_SIZE } from './monitorApi';
import { answeredFirstVehicles } from './vehiclePrefetch';
import { VehicleStore } from './vehicleStore';

export function useMonitorStore(kind: AssetKind | undefined): VehicleStore {
  const [store] = useState(() => {
    const made = new VehicleStore();
    const first = answeredFirstVehicles(kind);
    // Complete as the feed's first load will say (loadAllVehicles): when no more pages follow.
    if (first) made.seed(first.data, pagesAfterFirst(first, MONITOR_PAGE_SIZE).length === 0);
    return made;
  });
  return store;
}
