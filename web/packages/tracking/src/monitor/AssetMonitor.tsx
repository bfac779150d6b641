// 实时定位 of a sub-app: the group tree, search and virtualised list of the profile's assets beside
// the live map (MonitorMap fed by useMonitorFeed for the profile's kind), with selection and focus
// and an info window whose lower part is the app's (`renderPanel`); with `alarms`, the car's alarm
// panel over the map (unhandled alarms of the kind, live; 处理 in the profile's words). The car's
// 监控中心 composes the same parts with its own toolbar, commands and places (apps/car/src/pages/monitor).
import { useCallback, useMemo, useReducer, useState, useSyncExternalStore, type ReactNode } from 'react';
import { App, Select, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { GroupNode } from '../groups/groups';
import type { AssetProfile } from '../profile/assetProfile';
import { useTrackingServices } from '../profile/trackingServices';
import type { MonitorRow } from '../vehicle/monitorRow';
import { assetMonitorTexts as texts } from '../texts';
import { useTabCounts } from './useTabCounts';
import { AlarmPanel } from './alarms/AlarmPanel';
import { MonitorAlarmHandleDialog } from './alarms/MonitorAlarmHandleDialog';
import { useAlarmVoice } from './alarms/useAlarmVoice';
import { AssetInfo } from './AssetInfo';
import type { AlarmRow } from './monitorApi';
import { INITIAL_ASSET_MONITOR_UI, assetMonitorReducer } from './assetMonitorUi';
import { GroupTree } from './GroupTree';
import { MonitorAssetList } from './MonitorAssetList';
import { MonitorMap } from './MonitorMap';
import { createMonitorFeedApi } from './monitorApi';
import { showOnMap } from './showOnMap';
import { chooseLayer, vehicleView } from './monitorView';
import { useElementHeight } from './useElementHeight';
import { useMapVehicles } from './useMapVehicles';
import { useMonitorLayout } from './useMonitorLayout';
import { useShownAfter } from './useShownAfter';
import { LIVE_RELOAD_MS, useMonitorFeed } from './useMonitorFeed';
import { loadMonitorGroups } from './vehiclePrefetch';
import { useMonitorStore } from './useMonitorStore';
import styles from './AssetMonitor.module.css';

/** One empty list while the groups load, so what is derived from them keeps its identity. */
const NO_GROUPS: GroupNode[] = [];

export interface AssetMonitorProps {
  /** The kind of asset and its words. */
  profile: AssetProfile;
  /** The app's part of the focused asset's info window: its own figures and actions. */
  renderPanel?: (row: MonitorRow) => ReactNode;
  /** An action at the end of each list row; stable across renders. */
  renderActions?: (row: MonitorRow) => ReactNode;
  /** The alarm panel over the map; `handleButton` grants its 处理 (absent: whoever sees the page). */
  alarms?: { handleButton?: number };
}

export function AssetMonitor({ profile, renderPanel, renderActions, alarms: alarmPanel }: AssetMonitorProps) {
  const { http, storage, embedded } = useTrackingServices();
  const { message } = App.useApp();
  const api = useMemo(() => createMonitorFeedApi(http, profile.kind), [http, profile.kind]);
  const store = useMonitorStore(profile.kind);
  // Re-rendered on every change of the store (loads, live positions, what is on the map).
  useSyncExternalStore(store.subscribe, store.getVersion);
  const rows = store.all();
  const [ui, dispatch] = useReducer(assetMonitorReducer, INITIAL_ASSET_MONITOR_UI);
  const [treeBox, treeHeight] = useElementHeight<HTMLDivElement>(200);

  const groups = useQuery({ queryKey: ['asset-monitor-groups', profile.kind], queryFn: () => loadMonitorGroups(api), refetchInterval: LIVE_RELOAD_MS });
  const mapConfig = useQuery({ queryKey: ['map-config'], queryFn: () => api.mapConfig(), staleTime: Infinity });
  const { layers, layer } = chooseLayer(mapConfig.data, ui.layerId);
  const groupList = groups.data ?? NO_GROUPS;

  const [voiceOn, setVoice] = useAlarmVoice(storage);
  // The alarm panel's collapsed or open state, the monitors' one setting (#30 item 6).
  const [layout, setPanel] = useMonitorLayout(storage);
  const [handling, setHandling] = useState<AlarmRow[]>([]);
  const { live, countdown, alarms, alarmTotal, removeAlarms, firstLoadEnded, now } = useMonitorFeed(api, store, storage, alarmPanel !== undefined && voiceOn);
  const counts = useTabCounts(rows);
  // The map's side is mounted once the list's first rows are drawn (issue 28).
  const mapSide = useShownAfter(rows.length > 0 || firstLoadEnded);
  // Clustered only when forced (above 1,000 on the map): a family's or a depot's assets stay apart.
  const { map, cluster, features, focused, focusedFeatures, onReady, onShown } = useMapVehicles(store, layer, ui.focusedId, false, profile.markerShape);
  const view = useMemo(() => vehicleView(groupList, ui.selectedGroups, rows, ui.tab, ui.query), [groupList, ui.selectedGroups, rows, ui.tab, ui.query]);

  const focus = (id: number, fromOutside: boolean) => {
    const row = store.get(id);
    if (!row) return;
    dispatch({ type: 'focus', id, fromOutside });
    if (!showOnMap(store, map.current, row, layer.crs)) void message.info(texts.noPosition(row.P));
  };
  // The memoised panels get the same callbacks from one live update to the next.
  const onGroups = useCallback((selected: number[]) => dispatch({ type: 'selectGroups', groups: selected }), []);
  const onAlarmsOpen = useCallback((open: boolean) => setPanel('alarmsOpen', open), [setPanel]);

  const popup = focused ? <AssetInfo profile={profile} row={focused} now={now} panel={renderPanel?.(focused)} /> : null;

  return (
    <div className={styles.page} data-testid="asset-monitor">
      <aside className={styles.left}>
        <div className={styles.tree} ref={treeBox}>
          <GroupTree
            profile={profile}
            groups={groupList}
            selected={ui.selectedGroups}
            onChange={onGroups}
            height={treeHeight}
          />
        </div>
        <div className={styles.list} data-testid="asset-list">
          <MonitorAssetList profile={profile} store={store} view={view} ui={ui} dispatch={dispatch} now={now} onFocus={focus} renderActions={renderActions} />
        </div>
      </aside>
      <section className={styles.mapArea} data-map-area="">
        {mapSide && (
          <>
            <div className={styles.bar}>
              <span className={styles.title}>{focused ? focused.P : texts.title(profile.nouns.asset)}</span>
              {live ? <Tag color="green">{texts.live}</Tag> : <Tag>{texts.refreshIn(countdown)}</Tag>}
              {layers.length > 1 && (
                <Select
                  size="small"
                  aria-label={texts.baseMap}
                  style={{ width: 120 }}
                  value={layer.id}
                  options={layers.map((l) => ({ value: l.id, label: l.name }))}
                  onChange={(id: string) => dispatch({ type: 'layer', id })}
                />
              )}
            </div>
            <div className={styles.map} data-testid="asset-map">
              <MonitorMap
                layer={layer}
                features={features}
                focusedFeature={focusedFeatures}
                focused={focused}
                popup={popup}
                cluster={cluster.on}
                waiting={!firstLoadEnded}
                onReady={onReady}
                onShown={onShown}
                onVehicleClick={(id) => focus(id, true)}
                onPopupClose={() => dispatch({ type: 'blur' })}
              />
              {alarmPanel && (
                <AlarmPanel
                  profile={profile}
                  handleButton={alarmPanel.handleButton}
                  besideLauncher={embedded}
                  open={layout.alarmsOpen}
                  onOpen={onAlarmsOpen}
                  alarms={alarms}
                  total={alarmTotal}
                  counts={counts}
                  voiceOn={voiceOn}
                  onVoice={setVoice}
                  onFocus={(id) => focus(id, true)}
                  onHandle={setHandling}
                />
              )}
            </div>
          </>
        )}
      </section>
      {alarmPanel && mapSide && (
        <MonitorAlarmHandleDialog
          profile={profile}
          alarms={handling}
          onClose={() => setHandling([])}
          onDone={(ids) => {
            setHandling([]);
            removeAlarms(ids);
          }}
        />
      )}
    </div>
  );
}
