// The monitor's dialogs (区域查车 results, stay points, allowed areas, alarm handling), drawn again
// only when one of them opens, changes or closes: not on every live update of the page (issue 28).
import { memo, type Dispatch } from 'react';
import { MonitorAlarmHandleDialog, type BaseLayerOption } from '@chelian/tracking';
import { CAR_PROFILE } from '../../../shared/carProfile';
import { AdminRegionDialog } from '../places/AdminRegionDialog';
import { StayPointDialog } from '../places/StayPointDialog';
import type { PlaceApi } from '../service';
import type { MonitorAction, MonitorUi } from '../state/monitorUi';
import { AreaSearchDialog } from './AreaSearchDialog';

export interface MonitorDialogsProps extends Pick<MonitorUi, 'area' | 'stayRow' | 'regionTarget' | 'handling'> {
  placeApi: PlaceApi;
  layer: BaseLayerOption;
  dispatch: Dispatch<MonitorAction>;
  /** The alarms handled: they leave the alarm panel. */
  removeAlarms: (ids: readonly number[]) => void;
}

function MonitorDialogsView({ area, stayRow, regionTarget, handling, placeApi, layer, dispatch, removeAlarms }: MonitorDialogsProps) {
  return (
    <>
      <AreaSearchDialog result={area} onClose={() => dispatch({ type: 'area', area: undefined })} />
      <StayPointDialog row={stayRow} api={placeApi} layer={layer} onClose={() => dispatch({ type: 'stayPoints', row: undefined })} />
      <AdminRegionDialog target={regionTarget} api={placeApi} onClose={() => dispatch({ type: 'region', target: undefined })} />
      <MonitorAlarmHandleDialog
        profile={CAR_PROFILE}
        alarms={handling}
        onClose={() => dispatch({ type: 'handle', alarms: [] })}
        onDone={(ids) => {
          dispatch({ type: 'handle', alarms: [] });
          removeAlarms(ids);
        }}
      />
    </>
  );
}

export const MonitorDialogs = memo(MonitorDialogsView);
