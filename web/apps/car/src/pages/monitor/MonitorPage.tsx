// 监控中心, composed from @chelian/tracking's monitor pieces in the car's words (CAR_PROFILE) and the
// car's own parts (toolbar, places, commands, alarms): group tree and vehicle list on the left, the map with its toolbar and the alarm panel
// on the right (and, with 系统设置 7, the focused vehicle's 关联设备 box). The data feed (useMonitorFeed) loads the vehicles and follows the live push, so
// 1,000 updates per second reach React as one change a second. The view state is one reducer
// (state/monitorUi.ts) and what is shown is derived by pure functions (state/monitorView.ts,
// state/mapFeatures.ts); this file wires them to the parts.
import { useCallback, useMemo, useReducer, useSyncExternalStore } from 'react';
import { App, Button } from 'antd';
import { MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { reportError, sendMessage, SETTING_DEVICE_BOX } from '@chelian/core';
import { Access } from '@chelian/ui';
import {
  AlarmPanel,
  AssociatedDevicesBox,
  GroupTree,
  LIVE_RELOAD_MS,
  MonitorAssetList,
  MonitorMap,
  chooseLayer,
  loadMonitorGroups,
  associatedRows,
  showOnMap,
  useTabCounts,
  useElementHeight,
  useShownAfter,
  useAlarmVoice,
  useMapVehicles,
  useMonitorFeed,
  useMonitorStore,
  useMonitorLayout,
  useUserSwitch,
  vehicleView,
  type GroupMenu,
  type MonitorRow,
  type WgsBounds,
} from '@chelian/tracking';
import { BUTTON_ADMIN_REGION, BUTTON_FENCE, BUTTON_HANDLE_ALARM } from '../../access';
import type { AlarmRow, GroupNode, MapTool } from '@chelian/tracking';
import { monitorTexts } from '../../texts';
import { useCarServices } from '../../services/CarServicesContext';
import { CommandMenu } from './commands/CommandMenu';
import { useCommandResults } from './commands/useCommandResults';
import { MapToolbar } from './components/MapToolbar';
import { MonitorDialogs } from './components/MonitorDialogs';
import { VehicleInfo } from './components/VehicleInfo';
import { VehicleAreaMenu } from './places/VehicleAreaMenu';
import { usePlaces } from './places/usePlaces';
import { CAR_PROFILE } from '../../shared/carProfile';
import { createMonitorApi } from './service';
import { INITIAL_MONITOR_UI, monitorUiReducer } from './state/monitorUi';
import { groupMenuAction, groupMenuItems, mapTitle } from './state/groupMenu';
import { useFocusFromUrl } from './state/useFocusFromUrl';
import styles from './MonitorPage.module.css';

/** One empty list while the groups load, so what is derived from them keeps its identity. */
const NO_GROUPS: GroupNode[] = [];

export function MonitorPage() {
  const services = useCarServices();
  const { http, storage } = services;
  const { message } = App.useApp();
  const api = useMemo(() => createMonitorApi(http), [http]);
  const store = useMonitorStore(CAR_PROFILE.kind);
  const version = useSyncExternalStore(store.subscribe, store.getVersion);
  const rows = store.all();
  const [ui, dispatch] = useReducer(monitorUiReducer, INITIAL_MONITOR_UI);
  const [voiceOn, setVoice] = useAlarmVoice(storage);
  // The panels the user collapsed (left column, group tree, alarm panel), remembered (#30 item 6).
  const [layout, setPanel] = useMonitorLayout(storage);
  // The group tree fills its part of the left column, whatever the window's height (#30 item 6).
  const [treeBox, treeHeight] = useElementHeight<HTMLDivElement>(220);

  const groups = useQuery({ queryKey: ['monitor-groups'], queryFn: () => loadMonitorGroups(api), refetchInterval: LIVE_RELOAD_MS });
  const mapConfig = useQuery({ queryKey: ['map-config'], queryFn: () => api.mapConfig(), staleTime: Infinity });
  const { layers, layer } = chooseLayer(mapConfig.data, ui.layerId);
  const groupList = groups.data ?? NO_GROUPS;

  // Direct-send commands: their results are announced as they arrive over live push (or a lookup).
  const { watch, onCommands } = useCommandResults(api);
  const renderCommands = useCallback(
    (row: MonitorRow) => (
      <CommandMenu row={row} api={api} watch={watch}>
        <SettingOutlined aria-label={`${row.P} ${monitorTexts.commandsOf}`} style={{ color: '#888', padding: 2 }} />
      </CommandMenu>
    ),
    [api, watch],
  );
  const { live, countdown, alarms, alarmTotal, removeAlarms, followView, firstLoadEnded, now } = useMonitorFeed(api, store, storage, voiceOn, onCommands);
  // The map's side (toolbar, map, panels, dialogs) is mounted once the list's first rows are drawn.
  const mapSide = useShownAfter(rows.length > 0 || firstLoadEnded);
  const { map, cluster, features, focused, focusedFeatures, onReady, onShown } = useMapVehicles(store, layer, ui.focusedId, ui.clusterWanted, CAR_PROFILE.markerShape, followView);
  const canBindRegion = services.permissions.hasButton(BUTTON_ADMIN_REGION);
  const places = usePlaces({ http, layer, map: () => map.current, groups: groupList, vehicles: rows, onToolStart: () => dispatch({ type: 'tool', tool: 'none' }) });

  // The group tree's right-click menu: a command to the group's vehicles; 绑定省市区 with the 130109 button.
  const groupMenu = useMemo<GroupMenu>(
    () => ({
      items: groupMenuItems(canBindRegion),
      onChoose: (key, g) => {
        const action = groupMenuAction(key, g);
        if (action.kind === 'region') dispatch({ type: 'region', target: action.target });
        else if (action.kind === 'tooMany') void message.warning(monitorTexts.groupTooLarge);
        else sendMessage('showInstructions', action.request);
      },
    }),
    [canBindRegion, message],
  );
  const view = useMemo(() => vehicleView(groupList, ui.selectedGroups, rows, ui.tab, ui.query), [groupList, ui.selectedGroups, rows, ui.tab, ui.query]);
  const allCounts = useTabCounts(rows);
  const deviceBox = useUserSwitch(SETTING_DEVICE_BOX);
  const associated = useMemo(() => (deviceBox && focused ? associatedRows(rows, focused) : []), [deviceBox, focused, rows]);

  const focus = useCallback(
    (id: number, fromOutside: boolean) => {
      const row = store.get(id);
      if (!row) return;
      dispatch({ type: 'focus', id, fromOutside });
      if (!showOnMap(store, map.current, row, layer.crs)) void message.info(monitorTexts.noPosition(row.P));
    },
    [store, map, layer.crs, message],
  );
  const focusFromOutside = useCallback((id: number) => focus(id, true), [focus]);
  // The panels' callbacks stay the same from one live update to the next (the panels are memoised).
  const onGroups = useCallback((selected: number[]) => dispatch({ type: 'selectGroups', groups: selected }), []);
  const onTreeOpen = useCallback((open: boolean) => setPanel('treeOpen', open), [setPanel]);
  const hideColumn = useCallback(() => setPanel('leftOpen', false), [setPanel]);
  const onAlarmsOpen = useCallback((open: boolean) => setPanel('alarmsOpen', open), [setPanel]);
  const onHandleAlarms = useCallback((list: AlarmRow[]) => dispatch({ type: 'handle', alarms: list }), []);
  const onLayer = useCallback((id: string) => dispatch({ type: 'layer', id }), []);
  const onCluster = useCallback((on: boolean) => dispatch({ type: 'cluster', on }), []);
  const { stopTools } = places;
  const onTool = useCallback(
    (tool: MapTool) => {
      stopTools();
      dispatch({ type: 'tool', tool });
    },
    [stopTools],
  );
  useFocusFromUrl(version, (id) => store.get(id) !== undefined, focusFromOutside);

  const onConcernChanged = useCallback(
    (id: number, level: number, remark: string) => {
      store.update(id, { CL: level, remark });
      void groups.refetch();
    },
    [store, groups],
  );

  const onArea = useCallback(
    (b: WgsBounds) => {
      dispatch({ type: 'tool', tool: 'none' });
      api.vehiclesInArea(b).then((area) => dispatch({ type: 'area', area }), reportError);
    },
    [api],
  );

  const popup = focused ? (
    <VehicleInfo
      row={focused}
      now={now}
      following={store.trails.has(focused.V)}
      api={api}
      onToggleFollow={() => store.toggleTrail(focused.V)}
      onConcernChanged={onConcernChanged}
      watch={watch}
      extra={
        <Access button={BUTTON_FENCE}>
          <VehicleAreaMenu
            row={focused}
            api={places.api}
            onStayPoints={(row) => dispatch({ type: 'stayPoints', row })}
            onAdminRegion={canBindRegion ? (row) => dispatch({ type: 'region', target: { kind: 'vehicle', id: row.V, name: row.P } }) : undefined}
            onChanged={places.reloadFences}
          />
        </Access>
      }
    />
  ) : null;

  return (
    <div className={styles.page}>
      {!layout.leftOpen && (
        <div className={styles.strip} data-testid="monitor-left-strip">
          <Button type="text" icon={<MenuUnfoldOutlined />} title={monitorTexts.showColumn} aria-label={monitorTexts.showColumn} onClick={() => setPanel('leftOpen', true)} />
          <span className={styles.stripTitle}>{monitorTexts.showColumn}</span>
        </div>
      )}
      {/* Closed, the column stays mounted (hidden) so its lists keep their state and measurements. */}
      <aside className={`${styles.left} ${layout.leftOpen ? '' : styles.hidden}`} data-testid="monitor-left">
        <div className={`${styles.tree} ${layout.treeOpen ? '' : styles.treeClosed}`} ref={treeBox}>
          <GroupTree
            profile={CAR_PROFILE}
            groups={groupList}
            selected={ui.selectedGroups}
            onChange={onGroups}
            height={treeHeight}
            groupMenu={groupMenu}
            open={layout.treeOpen}
            onOpen={onTreeOpen}
            onHideColumn={hideColumn}
          />
        </div>
        <div className={styles.list} data-testid="monitor-vehicles">
          <MonitorAssetList
            profile={CAR_PROFILE}
            store={store}
            view={view}
            ui={ui}
            dispatch={dispatch}
            now={now}
            onFocus={focus}
            renderActions={renderCommands}
            onBatchCommand={() => sendMessage('showInstructions', { type: '', vehicleIds: [...store.onMap] })}
          />
        </div>
      </aside>
      <section className={styles.mapArea} data-map-area="">
        {mapSide && (
          <>
            <MapToolbar
              title={mapTitle(focused)}
              layers={layers}
              layerId={layer.id}
              onLayer={onLayer}
              tool={ui.tool}
              onTool={onTool}
              places={places.panel}
              onPlaces={places.open}
              cluster={cluster.on}
              clusterForced={cluster.forced}
              onCluster={onCluster}
              live={live}
              countdown={countdown}
            />
            <MonitorMap
              layer={layer}
              features={features}
              focusedFeature={focusedFeatures}
              cluster={cluster.on}
              trails={store.trails}
              trailVersion={version}
              focused={focused}
              popup={popup}
              tool={ui.tool}
              onVehicleClick={focusFromOutside}
              onPopupClose={() => dispatch({ type: 'blur' })}
              onArea={onArea}
              onMeasureEnd={() => undefined}
              onReady={onReady}
              onShown={onShown}
              overlays={places.overlays}
              waiting={!firstLoadEnded}
            />
            {places.panelNode}
            <AssociatedDevicesBox associated={associated} now={now} onFocus={focusFromOutside} />
            <AlarmPanel profile={CAR_PROFILE} handleButton={BUTTON_HANDLE_ALARM} besideLauncher={services.embedded} open={layout.alarmsOpen} onOpen={onAlarmsOpen} alarms={alarms} total={alarmTotal} counts={allCounts} voiceOn={voiceOn} onVoice={setVoice} onFocus={focusFromOutside} onHandle={onHandleAlarms} />
          </>
        )}
      </section>
      {mapSide && (
        <MonitorDialogs
          area={ui.area}
          stayRow={ui.stayRow}
          regionTarget={ui.regionTarget}
          handling={ui.handling}
          placeApi={places.api}
          layer={layer}
          dispatch={dispatch}
          removeAlarms={removeAlarms}
        />
      )}
    </div>
  );
}
