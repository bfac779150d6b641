// 实时定位: the bikes on the live map and in the list (AssetMonitor of @chelian/tracking with the
// bike's profile); a bike's info window adds battery, range and armed state with the one-tap
// commands of 我的车辆 and 找车; the alarm panel lists the bikes' unhandled alarms (位移, 分离 …).
import { AssetMonitor, type MonitorRow } from '@chelian/tracking';
import { BIKE_PROFILE } from '../../shared/bikeProfile';
import { useBikeCommands } from '../../shared/useBikeCommands';
import { BikePanel } from './BikePanel';

const ALARM_PANEL = {};

export function MonitorPage() {
  const { onCommand, dialogs } = useBikeCommands();
  return (
    <>
      <AssetMonitor profile={BIKE_PROFILE} alarms={ALARM_PANEL} renderPanel={(row: MonitorRow) => <BikePanel vehicleId={row.V} onCommand={onCommand} />} />
      {dialogs}
    </>
  );
}
