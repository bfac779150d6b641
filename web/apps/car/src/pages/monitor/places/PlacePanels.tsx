// The alarm places' panels over the monitor's map — 围栏, 位置点, 二押点 — the fence editor and the
// bind dialog, with what their buttons do: save, delete and bind through the page's service, a
// toast on success, the lists reloaded; failures go to the error funnel.
import type { Dispatch } from 'react';
import { App } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { reportError } from '@chelian/core';
import { boundsOf, toMap, type BaseLayerOption, type LonLat, type MonitorRow } from '@chelian/tracking';
import { placeTexts } from '../../../texts';
import type { FenceRow } from '@chelian/tracking';
import type { GroupNode } from '@chelian/tracking';
import type { PlaceApi } from '../service';
import { FenceBindDialog } from './FenceBindDialog';
import { FenceEditor } from './FenceEditor';
import { FencePanel } from './FencePanel';
import { PointPanel } from './PointPanel';
import { TwoChargePanel } from './TwoChargePanel';
import { fenceOutline } from './placeMarks';
import { NEW_FENCE, draftOf, type BoundVehicle, type FenceDraft, type LocationPoint, type TwoChargePoint } from './placeModel';
import type { PlacesAction, PlacesState } from './placesState';

export const FENCES_KEY = ['fences'] as const;
export const POINTS_KEY = ['location-points'] as const;
export const TWO_CHARGE_KEY = ['two-charge'] as const;

export interface PlacePanelsProps {
  state: PlacesState;
  dispatch: Dispatch<PlacesAction>;
  api: PlaceApi;
  layer: BaseLayerOption;
  map: () => MaplibreMap | null;
  fences: FenceRow[];
  points: LocationPoint[];
  twoCharge: { points: TwoChargePoint[]; bound: BoundVehicle[] } | undefined;
  groups: readonly GroupNode[];
  vehicles: readonly MonitorRow[];
  /** Called when a place tool takes the map's clicks (other tools step aside). */
  onToolStart: () => void;
  reloadFences: () => void;
}

export function PlacePanels(p: PlacePanelsProps) {
  const { state: s, dispatch, api, layer } = p;
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const reload = (key: readonly string[]) => queryClient.invalidateQueries({ queryKey: key });

  const fit = (ring: LonLat[]) => {
    const m = p.map();
    const box = boundsOf(ring.map((pt) => toMap(pt, layer.crs)));
    if (m && box) m.fitBounds(box, { padding: 120, maxZoom: 16, duration: 400 });
  };
  const draw = (draft: FenceDraft) => {
    p.onToolStart();
    dispatch({ type: 'draw', draft });
  };
  const togglePick = (layerName: 'points' | 'twoCharge') => {
    p.onToolStart();
    dispatch({ type: 'togglePick', layer: layerName });
  };
  const saveFence = async (thenBind: boolean) => {
    if (!s.editor) return;
    dispatch({ type: 'saving', on: true });
    try {
      const { pathId } = await api.saveFence(s.editor);
      void message.success(placeTexts.fenceSaved);
      dispatch({ type: 'saved', pathId });
      const list = await queryClient.fetchQuery({ queryKey: FENCES_KEY, queryFn: () => api.fences() });
      if (thenBind) dispatch({ type: 'bind', fence: list.find((f) => f.pathId === pathId) });
    } catch (error) {
      reportError(error);
    } finally {
      dispatch({ type: 'saving', on: false });
    }
  };

  return (
    <>
      {s.panel === 'fence' && (
        <FencePanel
          fences={p.fences}
          visible={s.shown.fences}
          selectedId={s.selected}
          onVisible={(on) => dispatch({ type: 'show', layer: 'fences', on })}
          onSelect={(f) => {
            dispatch({ type: 'select', pathId: f.pathId });
            fit(fenceOutline(f));
          }}
          onAdd={(shape) => draw({ ...NEW_FENCE, pathType: shape })}
          onEdit={(f) => {
            p.onToolStart();
            dispatch({ type: 'edit', draft: draftOf(f), pathId: f.pathId });
          }}
          onBind={(fence) => dispatch({ type: 'bind', fence })}
          onDelete={(f) =>
            api.deleteFence(f.pathId).then(() => {
              void message.success(placeTexts.fenceDeleted);
              p.reloadFences();
            }, reportError)
          }
          onClose={() => dispatch({ type: 'close', stopPicking: false })}
        />
      )}
      {s.panel === 'point' && (
        <PointPanel
          points={p.points}
          visible={s.shown.points}
          picking={s.picking}
          picked={s.picked}
          onVisible={(on) => dispatch({ type: 'show', layer: 'points', on })}
          onPick={() => togglePick('points')}
          onSave={async ({ name, type, at }) => {
            try {
              await api.saveLocationPoint({ name, type, lon: at[0], lat: at[1] });
              void message.success(placeTexts.pointSaved);
              dispatch({ type: 'clearPicked' });
              await reload(POINTS_KEY);
            } catch (error) {
              reportError(error);
              throw error;
            }
          }}
          onCancelNew={() => dispatch({ type: 'clearPicked' })}
          onDelete={(point: LocationPoint) =>
            api.deleteLocationPoint(point).then(() => {
              void message.success(placeTexts.pointDeleted);
              void reload(POINTS_KEY);
            }, reportError)
          }
          onFocus={(point) =>
            p.map()?.easeTo({ center: toMap([point.lon, point.lat], layer.crs), zoom: Math.max(p.map()?.getZoom() ?? 14, 14), duration: 400 })
          }
          onClose={() => dispatch({ type: 'close', stopPicking: true })}
        />
      )}
      {s.panel === 'twoCharge' && (
        <TwoChargePanel
          points={p.twoCharge?.points ?? []}
          bound={p.twoCharge?.bound ?? []}
          vehicles={p.vehicles}
          visible={s.shown.twoCharge}
          picking={s.picking}
          picked={s.picked}
          onVisible={(on) => dispatch({ type: 'show', layer: 'twoCharge', on })}
          onPick={() => togglePick('twoCharge')}
          onSave={async (point) => {
            try {
              await api.saveTwoCharge(point);
              void message.success(placeTexts.twoChargeSaved);
              dispatch({ type: 'clearPicked' });
              await reload(TWO_CHARGE_KEY);
            } catch (error) {
              reportError(error);
            }
          }}
          onCancelNew={() => dispatch({ type: 'clearPicked' })}
          onDelete={(point) =>
            api.deleteTwoCharge(point.chargeId).then(() => {
              void message.success(placeTexts.twoChargeDeleted);
              void reload(TWO_CHARGE_KEY);
            }, reportError)
          }
          onBind={async (ids, on) => {
            try {
              await api.setTwoChargeVehicles(ids, on);
              void message.success(on ? placeTexts.bound : placeTexts.unbound);
              await reload(TWO_CHARGE_KEY);
            } catch (error) {
              reportError(error);
            }
          }}
          onClose={() => dispatch({ type: 'close', stopPicking: true })}
        />
      )}
      {s.editor && (
        <FenceEditor
          draft={s.editor}
          drawing={s.drawing}
          saving={s.saving}
          onChange={(draft) => dispatch({ type: 'editorChange', draft })}
          onRedraw={() => s.editor && draw({ ...s.editor, points: [], center: undefined, radius: undefined })}
          onSave={(thenBind) => void saveFence(thenBind)}
          onCancel={() => dispatch({ type: 'cancelEditor' })}
        />
      )}
      <FenceBindDialog
        fence={s.binding}
        api={api}
        groups={p.groups}
        vehicles={p.vehicles}
        onClose={(saved) => {
          dispatch({ type: 'bind', fence: undefined });
          if (saved) p.reloadFences();
        }}
      />
    </>
  );
}
