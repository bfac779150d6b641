// 实时定位: the bikes on the live map and in the list (AssetMonitor of @chelian/tracking with the
// bike's profile); a bike's info window adds battery, range and armed state with the one-tap
// commands of 我的车辆 and 找车.
import { AssetMonitor, type MonitorRow } from '@chelian/tracking';
import { BIKE_PROFILE } from '../../shared/bikeProfile';
import { useBikeCommands } from '../../shared/useBikeCommands';
import { BikePanel } from './BikePanel';

export function MonitorPage() {
  const { onCommand, dialogs } = useBikeCommands();
  return (
    <>
      <AssetMonitor profile={BIKE_PROFILE} renderPanel={(row: MonitorRow) => <BikePanel vehicleId={row.V} onCommand={onCommand} />} />
      {dialogs}
    </>
  );
}
