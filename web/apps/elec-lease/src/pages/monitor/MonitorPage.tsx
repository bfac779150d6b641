// 实时定位: the rental bikes on the live map and in the list (AssetMonitor of @chelian/tracking with
// the app's profile); a bike's info window adds its contract: rider, state, overdue days and the
// disposal grade reached; the alarm panel lists the bikes' unhandled alarms.
import { useCallback } from 'react';
import { AssetMonitor, type MonitorRow } from '@chelian/tracking';
import { LEASE_PROFILE } from '../../shared/leaseProfile';
import { ContractPanel } from './ContractPanel';

const ALARM_PANEL = {};

export function MonitorPage() {
  const panel = useCallback((row: MonitorRow) => <ContractPanel row={row} />, []);
  return <AssetMonitor profile={LEASE_PROFILE} renderPanel={panel} alarms={ALARM_PANEL} />;
}
