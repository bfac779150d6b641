// 实时定位: the people wearing badges on the live map and in the list (AssetMonitor of
// @chelian/tracking with the card's profile); a person's info window adds name, badge number,
// department and the badge's battery; the alarm panel lists the people's unhandled alarms (处理: 110901).
import { useCallback } from 'react';
import { AssetMonitor, type MonitorRow } from '@chelian/tracking';
import { ALARM_HANDLE_BUTTON } from '../../access';
import { CARD_PROFILE } from '../../shared/cardProfile';
import { PersonPanel } from './PersonPanel';

const ALARM_PANEL = { handleButton: ALARM_HANDLE_BUTTON };

export function MonitorPage() {
  const panel = useCallback((row: MonitorRow) => <PersonPanel row={row} />, []);
  return <AssetMonitor profile={CARD_PROFILE} renderPanel={panel} alarms={ALARM_PANEL} />;
}
