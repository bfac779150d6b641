// The monitor's asset list wired to its view state: the rows of the selection on the chosen tab with
// the search box, a click focusing an asset (the search's choice from outside, so the list scrolls),
// a double click taking it off the map, 全部选择 putting the listed ones on it. The car's 监控中心 and
// AssetMonitor both use it, the car with its row commands and 批量指令. 系统设置 8 (§2.8) decides
// whether the rows show the wired / wireless icon.
import type { ReactNode } from 'react';
import { SETTING_WIRE_ICON } from '@chelian/core';
import type { AssetProfile } from '../profile/assetProfile';
import type { MonitorRow } from '../vehicle/monitorRow';
import type { AssetMonitorAction, AssetMonitorUi } from './assetMonitorUi';
import type { VehicleView } from './monitorView';
import { VehicleList } from './VehicleList';
import { VehicleSearch } from './VehicleSearch';
import { useUserSwitch } from './useUserSwitch';
import type { VehicleStore } from './vehicleStore';

export interface MonitorAssetListProps {
  profile: AssetProfile;
  store: VehicleStore;
  view: VehicleView;
  ui: Pick<AssetMonitorUi, 'tab' | 'query' | 'focusedId' | 'scrollRequest'>;
  dispatch: (action: AssetMonitorAction) => void;
  now: number;
  /** Focuses an asset (on the map, in the info window); fromOutside: the list scrolls to it. */
  onFocus: (id: number, fromOutside: boolean) => void;
  renderActions?: ((row: MonitorRow) => ReactNode) | undefined;
  onBatchCommand?: (() => void) | undefined;
}

export function MonitorAssetList({ profile, store, view, ui, dispatch, now, onFocus, renderActions, onBatchCommand }: MonitorAssetListProps) {
  const wireIcon = useUserSwitch(SETTING_WIRE_ICON);
  return (
    <VehicleList
      wireIcon={wireIcon}
      profile={profile}
      rows={view.listed}
      counts={view.counts}
      tab={ui.tab}
      onTab={(tab) => dispatch({ type: 'tab', tab })}
      focusedId={ui.focusedId}
      onMap={store.onMap}
      now={now}
      search={<VehicleSearch profile={profile} rows={view.inSelection} value={ui.query} onChange={(query) => dispatch({ type: 'query', query })} onChoose={(id) => onFocus(id, true)} />}
      onFocus={(id) => onFocus(id, false)}
      onRemoveFromMap={(id) => {
        store.setOnMap([id], false);
        dispatch({ type: 'offMap', id });
      }}
      onSelectAll={(on) => store.setOnMap(view.listed.map((r) => r.V), on)}
      scrollToFocused={ui.scrollRequest}
      {...(renderActions ? { renderActions } : {})}
      {...(onBatchCommand ? { onBatchCommand } : {})}
    />
  );
}
