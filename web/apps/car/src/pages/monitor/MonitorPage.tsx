// 监控中心: group tree and vehicle list on the left, the map with its toolbar and the alarm panel
// on the right. The data feed (useMonitorFeed) loads the vehicles and follows the live push, so
// 1,000 updates per second reach React as one change a second.
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { App } from 'antd';
import { SettingOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { reportError, sendMessage, type LiveCommand } from '@chelian/core';
import { Access } from '@chelian/ui';
import { OFFLINE_LAYER, boundsOf, filterVehicles, loadMapConfig, tabCounts, toMap, type LonLat, type MonitorRow, type VehicleTab, type WgsBounds } from '@chelian/tracking';
import { BUTTON_ADMIN_REGION, BUTTON_FENCE } from '../../access';
import { useCarServices } from '../../services/CarServicesContext';
import { CommandMenu } from './commands/CommandMenu';
import { CommandWatch, resultTitle } from './commands/commandWatch';
import { useCommandApi } from './commands/useCommandCatalogue';
import { AlarmHandleDialog } from './components/AlarmHandleDialog';
import { AlarmPanel } from './components/AlarmPanel';
import { AreaSearchDialog } from './components/AreaSearchDialog';
import { GroupTree, type GroupMenu } from './components/GroupTree';
import { MapToolbar, type MapTool } from './components/MapToolbar';
import { MonitorMap, vehicleFeatures } from './components/MonitorMap';
import { VehicleInfo } from './components/VehicleInfo';
import { VehicleList } from './components/VehicleList';
import { VehicleSearch } from './components/VehicleSearch';
import { AdminRegionDialog, type RegionTarget } from './places/AdminRegionDialog';
import { StayPointDialog } from './places/StayPointDialog';
import { VehicleAreaMenu } from './places/VehicleAreaMenu';
import { usePlaces } from './places/usePlaces';
import { createMonitorApi, type AlarmRow, type AreaResult } from './service';
import { vehiclesOfSelection } from './state/groupTree';
import { useMonitorFeed, LIVE_RELOAD_MS } from './state/useMonitorFeed';
import { useThrottled } from './state/useThrottled';
import { VehicleStore } from './state/vehicleStore';
import styles from './MonitorPage.module.css';

/** Groups this large take commands through the back office (v3-console-inventory §2.3). */
const GROUP_COMMAND_LIMIT = 5000;
/** Above this many vehicles on the map, clustering is forced on. */
export const FORCE_CLUSTER_ABOVE = 1000;
/** With that many vehicles, the map redraws them at most every 2 s (the list still every second). */
const BUSY_MAP_APPLY_MS = 2000;

declare global {
  interface Window {
    /** The monitor's map, for the end-to-end tests and the benchmark. */
    __CHELIAN_CAR_MAP__?: MaplibreMap;
  }
}

export function MonitorPage() {
  const services = useCarServices();
  const { http, storage } = services;
  const { message, notification } = App.useApp();
  const api = useMemo(() => createMonitorApi(http), [http]);
  const store = useMemo(() => new VehicleStore(), []);
  const version = useSyncExternalStore(store.subscribe, store.getVersion);
  const rows = store.all();

  const groups = useQuery({ queryKey: ['monitor-groups'], queryFn: () => api.loadGroups(), refetchInterval: LIVE_RELOAD_MS });
  const mapConfig = useQuery({ queryKey: ['map-config'], queryFn: () => loadMapConfig(http), staleTime: Infinity });
  const [selectedGroups, setSelectedGroups] = useState<number[]>([]);
  const [tab, setTab] = useState<VehicleTab>('all');
  const [query, setQuery] = useState('');
  const [focusedId, setFocusedId] = useState<number | undefined>(undefined);
  const [scrollRequest, setScrollRequest] = useState(0);
  const [layerId, setLayerId] = useState<string | undefined>(undefined);
  const [tool, setTool] = useState<MapTool>('none');
  const [clusterWanted, setClusterWanted] = useState(true);
  const [handling, setHandling] = useState<AlarmRow[]>([]);
  const [area, setArea] = useState<AreaResult | undefined>(undefined);
  const [voiceOn, setVoiceOn] = useState(() => storage.get('alarmVoiceOn') !== false);
  const [now, setNow] = useState(() => Date.now());
  const map = useRef<MaplibreMap | null>(null);
  const fitted = useRef(false);

  const layers = mapConfig.data?.layers ?? [OFFLINE_LAYER];
  const layer = layers.find((l) => l.id === (layerId ?? mapConfig.data?.defaultLayer)) ?? OFFLINE_LAYER;

  // Direct-send commands: their results are announced as they arrive over live push (or a lookup).
  const commandApi = useCommandApi();
  const watch = useMemo(
    () =>
      new CommandWatch(
        (c) =>
          notification.open({
            type: c.status === 2 ? 'success' : 'warning',
            message: resultTitle(c),
            description: c.replyText || c.resultMsg,
            duration: 8,
          }),
        { lookup: (id) => commandApi.get(id) },
      ),
    [notification, commandApi],
  );
  useEffect(() => () => watch.dispose(), [watch]);
  const onCommands = useCallback((updates: LiveCommand[]) => watch.offer(updates), [watch]);
  const renderCommands = useCallback(
    (row: Parameters<typeof CommandMenu>[0]['row']) => (
      <CommandMenu row={row} watch={watch}>
        <SettingOutlined aria-label={`${row.P} 指令`} style={{ color: '#888', padding: 2 }} />
      </CommandMenu>
    ),
    [watch],
  );
  const { live, countdown, alarms, removeAlarms } = useMonitorFeed(api, store, storage, voiceOn, onCommands);
  const [stayRow, setStayRow] = useState<MonitorRow | undefined>(undefined);
  const [regionTarget, setRegionTarget] = useState<RegionTarget | undefined>(undefined);
  const canBindRegion = services.permissions.hasButton(BUTTON_ADMIN_REGION);
  const places = usePlaces({ http, layer, map: () => map.current, groups: groups.data ?? [], vehicles: rows, onToolStart: () => setTool('none') });

  // A clock for the state durations.
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  // The group tree's right-click menu: a command to the group's vehicles; 绑定省市区 with the 130109 button.
  const groupMenu = useMemo<GroupMenu>(
    () => ({
      items: [{ key: 'command', label: '指令下发' }, ...(canBindRegion ? [{ key: 'region', label: '绑定省市区' }] : [])],
      onChoose: (key, g) => {
        if (key === 'region') return setRegionTarget({ kind: 'group', id: g.gi, name: g.gn });
        if (g.an >= GROUP_COMMAND_LIMIT) return void message.warning('车组下车辆数过多，请联系后台人员进行批量操作!');
        sendMessage('showInstructions', { type: '', groupId: g.gi, groupName: g.gn, subGroups: true });
      },
    }),
    [canBindRegion, message],
  );
  const selection = useMemo(() => vehiclesOfSelection(groups.data ?? [], selectedGroups, rows), [groups.data, selectedGroups, rows]);
  const inSelection = useMemo(() => (selection ? rows.filter((r) => selection.has(r.V)) : rows), [rows, selection]);
  const counts = useMemo(() => tabCounts(inSelection), [inSelection]);
  const allCounts = useMemo(() => tabCounts(rows), [rows]);
  const listed = useMemo(() => filterVehicles(inSelection, { tab, query }), [inSelection, tab, query]);
  const onMapCount = store.onMap.size;
  const clusterForced = onMapCount > FORCE_CLUSTER_ABOVE;
  const cluster = clusterForced || clusterWanted;
  const mapRows = useThrottled(rows, clusterForced ? BUSY_MAP_APPLY_MS : 0);
  // store.onMap is replaced (a new Set) on every change of the selection.
  const features = useMemo(() => vehicleFeatures(mapRows, store.onMap, layer, focusedId), [mapRows, store.onMap, layer, focusedId]);
  const focused = focusedId !== undefined ? store.get(focusedId) : undefined;
  const focusedFeature = useMemo(
    () => vehicleFeatures(focused ? [focused] : [], new Set(focused ? [focused.V] : []), layer),
    [focused, layer],
  );

  // Fit the map to the vehicles once they are first known.
  useEffect(() => {
    const m = map.current;
    if (!m || fitted.current || features.features.length === 0) return;
    fitted.current = true;
    const box = boundsOf(features.features.map((f) => f.geometry.coordinates as LonLat));
    if (box) m.fitBounds(box, { padding: 80, maxZoom: 13, duration: 0 });
  }, [features]);

  const focus = useCallback(
    (id: number, fromOutside: boolean) => {
      const row = store.get(id);
      if (!row) return;
      if (!store.onMap.has(id)) store.setOnMap([id], true);
      setFocusedId(id);
      if (fromOutside) setScrollRequest((n) => n + 1);
      if (row.X !== undefined && row.Y !== undefined) {
        const m = map.current;
        m?.easeTo({ center: toMap([row.X, row.Y], layer.crs), zoom: Math.max(m.getZoom(), 14), duration: 600 });
      } else {
        void message.info(`${row.P} 暂无定位`);
      }
    },
    [store, layer.crs, message],
  );

  const onConcernChanged = useCallback(
    (id: number, level: number, remark: string) => {
      store.update(id, { CL: level, remark });
      void groups.refetch();
    },
    [store, groups],
  );

  const onArea = useCallback(
    (b: WgsBounds) => {
      setTool('none');
      api.vehiclesInArea(b).then(setArea, reportError);
    },
    [api],
  );

  const setVoice = (on: boolean) => {
    setVoiceOn(on);
    storage.set('alarmVoiceOn', on);
  };

  const title = focused ? `${focused.P}` : '请选择车辆';
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
            onStayPoints={setStayRow}
            onAdminRegion={canBindRegion ? (row) => setRegionTarget({ kind: 'vehicle', id: row.V, name: row.P }) : undefined}
            onChanged={places.reloadFences}
          />
        </Access>
      }
    />
  ) : null;

  return (
    <div className={styles.page}>
      <aside className={styles.left}>
        <div className={styles.tree}>
          <GroupTree
            groups={groups.data ?? []}
            selected={selectedGroups}
            onChange={setSelectedGroups}
            height={220}
            groupMenu={groupMenu}
          />
        </div>
        <div className={styles.list}>
          <VehicleList
            rows={listed}
            counts={counts}
            tab={tab}
            onTab={setTab}
            focusedId={focusedId}
            onMap={store.onMap}
            now={now}
            search={<VehicleSearch rows={inSelection} value={query} onChange={setQuery} onChoose={(id) => focus(id, true)} />}
            onFocus={(id) => focus(id, false)}
            onRemoveFromMap={(id) => {
              store.setOnMap([id], false);
              if (focusedId === id) setFocusedId(undefined);
            }}
            onSelectAll={(on) => store.setOnMap(listed.map((r) => r.V), on)}
            scrollToFocused={scrollRequest}
            renderActions={renderCommands}
            onBatchCommand={() => sendMessage('showInstructions', { type: '', vehicleIds: [...store.onMap] })}
          />
        </div>
      </aside>
      <section className={styles.mapArea}>
        <MapToolbar
          title={title}
          layers={layers}
          layerId={layer.id}
          onLayer={setLayerId}
          tool={tool}
          onTool={(t) => {
            places.stopTools();
            setTool(t);
          }}
          places={places.panel}
          onPlaces={places.open}
          cluster={cluster}
          clusterForced={clusterForced}
          onCluster={setClusterWanted}
          live={live}
          countdown={countdown}
        />
        <MonitorMap
          layer={layer}
          features={features}
          focusedFeature={focusedFeature}
          cluster={cluster}
          trails={store.trails}
          trailVersion={version}
          focused={focused}
          popup={popup}
          tool={tool}
          onVehicleClick={(id) => focus(id, true)}
          onPopupClose={() => setFocusedId(undefined)}
          onArea={onArea}
          onMeasureEnd={() => undefined}
          onReady={(m) => {
            map.current = m;
            window.__CHELIAN_CAR_MAP__ = m;
          }}
          overlays={places.overlays}
        />
        {places.panelNode}
        <AlarmPanel alarms={alarms} counts={allCounts} voiceOn={voiceOn} onVoice={setVoice} onFocus={(id) => focus(id, true)} onHandle={setHandling} />
      </section>
      <AreaSearchDialog result={area} onClose={() => setArea(undefined)} />
      <StayPointDialog row={stayRow} api={places.api} layer={layer} onClose={() => setStayRow(undefined)} />
      <AdminRegionDialog target={regionTarget} api={places.api} onClose={() => setRegionTarget(undefined)} />
      <AlarmHandleDialog
        alarms={handling}
        api={api}
        onClose={() => setHandling([])}
        onDone={(ids) => {
          setHandling([]);
          removeAlarms(ids);
        }}
      />
    </div>
  );
}
