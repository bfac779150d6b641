// 实时定位: the fleet's e-bikes on the live map and in the list (AssetMonitor of @chelian/tracking
// with the app's profile); a bike's info window adds its record, Beidou on/off and today's verdict;
// the alarm panel lists the bikes' unhandled alarms.
import { useCallback } from 'react';
import { AssetMonitor, type MonitorRow } from '@chelian/tracking';
import { GB_PROFILE } from '../../shared/gbProfile';
import { GbPanel } from './GbPanel';

const ALARM_PANEL = {};

export function LivePage() {
  const panel = useCallback((row: MonitorRow) => <GbPanel row={row} />, []);
  return <AssetMonitor profile={GB_PROFILE} renderPanel={panel} alarms={ALARM_PANEL} />;
}
