// The monitor's alarm places: their state (placesState.ts, one reducer), the lists they need, and
// the two pieces the page places — `overlays` inside the map (PlaceOverlays: saved fences, the fence
// being drawn, the drawing and picking tools, position points, 二押点) and `panelNode` over it
// (PlacePanels: the 围栏, 位置点 and 二押点 panels, the fence editor and bind dialog).
import { useCallback, useMemo, useReducer, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Map as MaplibreMap } from 'maplibre-gl';
import type { HttpClient } from '@chelian/core';
import type { BaseLayerOption, MonitorRow } from '@chelian/tracking';
import type { GroupNode } from '@chelian/tracking';
import { createPlaceApi } from '../service';
import { PlaceOverlays } from './PlaceOverlays';
import { FENCES_KEY, POINTS_KEY, PlacePanels, TWO_CHARGE_KEY } from './PlacePanels';
import { pointMarks, savedFenceShapes, twoChargeMarks } from './placeMarks';
import { INITIAL_PLACES, placeListsWanted, placeToolBusy, placesReducer, type PlacePanel } from './placesState';

export type { PlacePanel } from './placesState';

export interface PlacesOptions {
  http: HttpClient;
  layer: BaseLayerOption;
  map: () => MaplibreMap | null;
  groups: readonly GroupNode[];
  vehicles: readonly MonitorRow[];
  /** Called when a place tool takes the map's clicks (other tools step aside). */
  onToolStart: () => void;
}

export function usePlaces({ http, layer, map, groups, vehicles, onToolStart }: PlacesOptions) {
  const queryClient = useQueryClient();
  const api = useMemo(() => createPlaceApi(http), [http]);
  const [state, dispatch] = useReducer(placesReducer, INITIAL_PLACES);
  const wanted = placeListsWanted(state);
  const fences = useQuery({ queryKey: FENCES_KEY, queryFn: () => api.fences(), enabled: wanted.fences });
  const points = useQuery({ queryKey: POINTS_KEY, queryFn: () => api.locationPoints(), enabled: wanted.points });
  const twoCharge = useQuery({
    queryKey: TWO_CHARGE_KEY,
    queryFn: async () => ({ points: await api.twoChargePoints(), bound: await api.boundVehicles() }),
    enabled: wanted.twoCharge,
  });
  const reloadFences = useCallback(() => void queryClient.invalidateQueries({ queryKey: FENCES_KEY }), [queryClient]);

  const fenceList = fences.data;
  const editingId = state.editor?.pathId;
  const shapes = useMemo(() => savedFenceShapes(fenceList ?? [], editingId), [fenceList, editingId]);
  const pointList = points.data;
  const pointLayer = useMemo(() => pointMarks(pointList ?? []), [pointList]);
  const twoChargeData = twoCharge.data;
  const twoChargeLayer = useMemo(() => twoChargeMarks(twoChargeData?.points ?? []), [twoChargeData]);

  const overlays: ReactNode = (
    <PlaceOverlays state={state} dispatch={dispatch} crs={layer.crs} fences={shapes} points={pointLayer} twoCharge={twoChargeLayer} />
  );
  const panelNode: ReactNode = (
    <PlacePanels
      state={state}
      dispatch={dispatch}
      api={api}
      layer={layer}
      map={map}
      fences={fenceList ?? []}
      points={pointList ?? []}
      twoCharge={twoChargeData}
      groups={groups}
      vehicles={vehicles}
      onToolStart={onToolStart}
      reloadFences={reloadFences}
    />
  );

  const open = useCallback((panel: PlacePanel) => dispatch({ type: 'toggle', panel }), []);
  const stopTools = useCallback(() => dispatch({ type: 'stopTools' }), []);
  return {
    api,
    panel: state.panel,
    open,
    /** A place tool (drawing, picking) has the map's clicks. */
    busy: placeToolBusy(state),
    stopTools,
    reloadFences,
    overlays,
    panelNode,
  };
}
