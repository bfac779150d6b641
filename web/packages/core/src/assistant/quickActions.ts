// What each assistant quick action does (console-spec §4): track opens playback in a new tab with
// urlType=blank (R-QA-1); detail and location open the vehicle info dialog without a tab or on
// the follow tab (R-QA-2); mileage, alarmDetail and onlineDetail open report pages in a new tab (R-QA-3).
import { sendMessage, type MessageMap } from '../messages/messageBus';
import type { AssistantVehicle, QuickActionName } from './assistantApi';

export const REPORT_PATHS = {
  mileage: '/data-report/dataReport/mileageReport',
  alarmDetail: '/data-report/dataReport/alarmInfo',
  onlineDetail: '/data-report/dataReport/carDayOnline',
} as const;

export const PLAYBACK_PATH = '/car/playback';

export type QuickActionEffect =
  | { message: 'goPage'; detail: MessageMap['goPage'] }
  | { message: 'showVehInfo'; detail: MessageMap['showVehInfo'] };

/** The asset's query parameters every page opened for a vehicle receives. */
function assetQuery(v: AssistantVehicle): Record<string, string | number> {
  return { vehicleId: v.vehicleId, plate: v.plate };
}

export function quickActionEffect(action: QuickActionName, vehicle: AssistantVehicle): QuickActionEffect {
  switch (action) {
    case 'track':
      return { message: 'goPage', detail: { path: PLAYBACK_PATH, query: { ...assetQuery(vehicle), urlType: 'blank' }, newTab: true } };
    case 'detail':
      return { message: 'showVehInfo', detail: { vehicleId: vehicle.vehicleId, tab: '' } };
    case 'location':
      return { message: 'showVehInfo', detail: { vehicleId: vehicle.vehicleId, tab: 'follow' } };
    case 'mileage':
    case 'alarmDetail':
    case 'onlineDetail':
      return { message: 'goPage', detail: { path: REPORT_PATHS[action], query: assetQuery(vehicle), newTab: true } };
  }
}

/** Runs a quick action through the cross-app messages (the shell opens tabs and dialogs). */
export function runQuickAction(action: QuickActionName, vehicle: AssistantVehicle): void {
  const effect = quickActionEffect(action, vehicle);
  if (effect.message === 'goPage') sendMessage('goPage', effect.detail);
  else sendMessage('showVehInfo', effect.detail);
}
