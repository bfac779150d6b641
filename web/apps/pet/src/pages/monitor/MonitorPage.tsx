// 实时定位: the pets on the live map and in the list (AssetMonitor of @chelian/tracking with the pet's
// profile); a pet's info window adds its battery, today's steps and lost mode with its buttons; the
// alarm panel lists the pets' unhandled alarms (safe zone, low battery …).
import { useCallback } from 'react';
import { AssetMonitor, type MonitorRow } from '@chelian/tracking';
import { PET_PROFILE } from '../../shared/petProfile';
import { PetPanel } from './PetPanel';

const ALARM_PANEL = {};

export function MonitorPage() {
  const panel = useCallback((row: MonitorRow) => <PetPanel petId={row.V} />, []);
  return <AssetMonitor profile={PET_PROFILE} renderPanel={panel} alarms={ALARM_PANEL} />;
}
