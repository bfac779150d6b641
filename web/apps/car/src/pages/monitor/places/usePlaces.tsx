// The monitor's alarm places: state and pieces of the 围栏 and 位置点 panels, the fence editor and
// bind dialog, and what they put on the map (saved fences, the fence being drawn, the drawing and
// picking tools, position points). The page places `panel` over the map and `overlays` inside it.
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { App } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Map as MaplibreMap } from 'maplibre-gl';
import { reportError, type HttpClient } from '@chelian/core';
import {
  CircleDrawTool,
  FenceLayer,
  PickPointTool,
  PlacePointLayer,
  PolygonDrawTool,
  boundsOf,
  circleRing,
  toMap,
  type BaseLayerOption,
  type LonLat,
  type MonitorRow,
} from '@chelian/tracking';
import type { GroupNode } from '../../../shared/groups';
import { FenceBindDialog } from './FenceBindDialog';
import { FenceEditor } from './FenceEditor';
import { FencePanel } from './FencePanel';
import { PointPanel } from './PointPanel';
import { TwoChargePanel } from './TwoChargePanel';
import { fenceShape, type FenceRow } from '../../../shared/fences';
import { createPlaceApi } from '../service';
import { NEW_FENCE, draftOf, draftShape, type FenceDraft, type LocationPoint } from './placeModel';

export type PlacePanel = 'none' | 'fence' | 'point' | 'twoCharge';

export const FENCES_KEY = ['fences'] as const;
const POINTS_KEY = ['location-points'] as const;
const TWO_CHARGE_KEY = ['two-charge'] as const;

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
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const api = useMemo(() => createPlaceApi(http), [http]);
  const [panel, setPanel] = useState<PlacePanel>('none');
  const [fencesVisible, setFencesVisible] = useState(false);
  const [pointsVisible, setPointsVisible] = useState(false);
  const [selected, setSelected] = useState<number>();
  const [editor, setEditor] = useState<FenceDraft>();
  const [drawing, setDrawing] = useState(false);
  const [saving, setSaving] = useState(false);
  const [binding, setBinding] = useState<FenceRow>();
  const [picking, setPicking] = useState(false);
  const [picked, setPicked] = useState<LonLat>();
  const [twoChargeVisible, setTwoChargeVisible] = useState(false);
  const fences = useQuery({ queryKey: FENCES_KEY, queryFn: () => api.fences(), enabled: panel === 'fence' || fencesVisible });
  const points = useQuery({ queryKey: POINTS_KEY, queryFn: () => api.locationPoints(), enabled: panel === 'point' || pointsVisible });
  const twoCharge = useQuery({
    queryKey: TWO_CHARGE_KEY,
    queryFn: async () => ({ points: await api.twoChargePoints(), bound: await api.boundVehicles() }),
    enabled: panel === 'twoCharge' || twoChargeVisible,
  });
  const reloadFences = useCallback(() => void queryClient.invalidateQueries({ queryKey: FENCES_KEY }), [queryClient]);

  const open = (p: PlacePanel) => {
    setPanel(p);
    if (p === 'fence') setFencesVisible(true);
    if (p === 'point') setPointsVisible(true);
    if (p === 'twoCharge') setTwoChargeVisible(true);
  };
  const fit = (ring: LonLat[]) => {
    const m = map();
    const box = boundsOf(ring.map((p) => toMap(p, layer.crs)));
    if (m && box) m.fitBounds(box, { padding: 120, maxZoom: 16, duration: 400 });
  };
  const startDrawing = (d: FenceDraft) => {
    onToolStart();
    setPicking(false);
    setEditor(d);
    setDrawing(true);
  };
  const saveFence = async (thenBind: boolean) => {
    if (!editor) return;
    setSaving(true);
    try {
      const { pathId } = await api.saveFence(editor);
      void message.success('围栏已保存');
      setEditor(undefined);
      setDrawing(false);
      setSelected(pathId);
      const list = await queryClient.fetchQuery({ queryKey: FENCES_KEY, queryFn: () => api.fences() });
      if (thenBind) setBinding(list.find((f) => f.pathId === pathId));
    } catch (error) {
      reportError(error);
    } finally {
      setSaving(false);
    }
  };

  const shapes = useMemo(() => (fences.data ?? []).filter((f) => f.pathId !== editor?.pathId).map(fenceShape), [fences.data, editor?.pathId]);
  const pointMarks = useMemo(
    () => (points.data ?? []).map((p) => ({ id: `p${p.id}`, name: p.name, at: [p.lon, p.lat] as LonLat, color: '#fa8c16' })),
    [points.data],
  );

  const twoChargeMarks = useMemo(
    () => (twoCharge.data?.points ?? []).map((p) => ({ id: `t${p.chargeId}`, name: p.name, at: [p.lon, p.lat] as LonLat, radius: p.radius, color: '#595959' })),
    [twoCharge.data],
  );

  const overlays: ReactNode = (
    <>
      {fencesVisible && <FenceLayer id="saved" fences={shapes} crs={layer.crs} selectedId={selected} />}
      {editor && <FenceLayer id="draft" fences={[draftShape(editor)]} crs={layer.crs} draft />}
      {editor && drawing && editor.pathType === 3 && (
        <PolygonDrawTool
          crs={layer.crs}
          onDone={(ring) => {
            setEditor((d) => d && { ...d, points: ring });
            setDrawing(false);
          }}
        />
      )}
      {editor && drawing && editor.pathType === 1 && (
        <CircleDrawTool
          crs={layer.crs}
          onDone={(center, radius) => {
            setEditor((d) => d && { ...d, center, radius });
            setDrawing(false);
          }}
        />
      )}
      {pointsVisible && <PlacePointLayer id="locations" points={pointMarks} crs={layer.crs} />}
      {twoChargeVisible && <PlacePointLayer id="two-charge" points={twoChargeMarks} crs={layer.crs} />}
      {picking && (
        <PickPointTool
          crs={layer.crs}
          onPick={(at) => {
            setPicking(false);
            setPicked(at);
          }}
        />
      )}
    </>
  );

  const panelNode: ReactNode = (
    <>
      {panel === 'fence' && (
        <FencePanel
          fences={fences.data ?? []}
          visible={fencesVisible}
          selectedId={selected}
          onVisible={setFencesVisible}
          onSelect={(f) => {
            setSelected(f.pathId);
            setFencesVisible(true);
            const s = fenceShape(f);
            fit(s.pathType === 1 && s.center && s.radius ? circleRing(s.center, s.radius, 16) : (s.points ?? []));
          }}
          onAdd={(shape) => startDrawing({ ...NEW_FENCE, pathType: shape })}
          onEdit={(f) => {
            onToolStart();
            setEditor(draftOf(f));
            setDrawing(false);
            setSelected(f.pathId);
          }}
          onBind={setBinding}
          onDelete={(f) =>
            api.deleteFence(f.pathId).then(() => {
              void message.success('围栏已删除');
              reloadFences();
            }, reportError)
          }
          onClose={() => setPanel('none')}
        />
      )}
      {panel === 'point' && (
        <PointPanel
          points={points.data ?? []}
          visible={pointsVisible}
          picking={picking}
          picked={picked}
          onVisible={setPointsVisible}
          onPick={() => {
            onToolStart();
            setDrawing(false);
            setPicking((on) => !on);
            setPointsVisible(true);
          }}
          onSave={async ({ name, type, at }) => {
            try {
              await api.saveLocationPoint({ name, type, lon: at[0], lat: at[1] });
              void message.success('位置点已保存');
              setPicked(undefined);
              await queryClient.invalidateQueries({ queryKey: POINTS_KEY });
            } catch (error) {
              reportError(error);
              throw error;
            }
          }}
          onCancelNew={() => setPicked(undefined)}
          onDelete={(p: LocationPoint) =>
            api.deleteLocationPoint(p).then(() => {
              void message.success('位置点已删除');
              void queryClient.invalidateQueries({ queryKey: POINTS_KEY });
            }, reportError)
          }
          onFocus={(p) => map()?.easeTo({ center: toMap([p.lon, p.lat], layer.crs), zoom: Math.max(map()?.getZoom() ?? 14, 14), duration: 400 })}
          onClose={() => {
            setPanel('none');
            setPicking(false);
          }}
        />
      )}
      {panel === 'twoCharge' && (
        <TwoChargePanel
          points={twoCharge.data?.points ?? []}
          bound={twoCharge.data?.bound ?? []}
          vehicles={vehicles}
          visible={twoChargeVisible}
          picking={picking}
          picked={picked}
          onVisible={setTwoChargeVisible}
          onPick={() => {
            onToolStart();
            setDrawing(false);
            setPicking((on) => !on);
            setTwoChargeVisible(true);
          }}
          onSave={async (p) => {
            try {
              await api.saveTwoCharge(p);
              void message.success('二押点已添加');
              setPicked(undefined);
              await queryClient.invalidateQueries({ queryKey: TWO_CHARGE_KEY });
            } catch (error) {
              reportError(error);
            }
          }}
          onCancelNew={() => setPicked(undefined)}
          onDelete={(p) =>
            api.deleteTwoCharge(p.chargeId).then(() => {
              void message.success('二押点已删除');
              void queryClient.invalidateQueries({ queryKey: TWO_CHARGE_KEY });
            }, reportError)
          }
          onBind={async (ids, on) => {
            try {
              await api.setTwoChargeVehicles(ids, on);
              void message.success(on ? '绑定成功' : '已解除绑定');
              await queryClient.invalidateQueries({ queryKey: TWO_CHARGE_KEY });
            } catch (error) {
              reportError(error);
            }
          }}
          onClose={() => {
            setPanel('none');
            setPicking(false);
          }}
        />
      )}
      {editor && (
        <FenceEditor
          draft={editor}
          drawing={drawing}
          saving={saving}
          onChange={setEditor}
          onRedraw={() => startDrawing({ ...editor, points: [], center: undefined, radius: undefined })}
          onSave={(thenBind) => void saveFence(thenBind)}
          onCancel={() => {
            setEditor(undefined);
            setDrawing(false);
          }}
        />
      )}
      <FenceBindDialog
        fence={binding}
        api={api}
        groups={groups}
        vehicles={vehicles}
        onClose={(saved) => {
          setBinding(undefined);
          if (saved) reloadFences();
        }}
      />
    </>
  );

  return {
    api,
    panel,
    open: (p: PlacePanel) => (panel === p ? setPanel('none') : open(p)),
    /** A place tool (drawing, picking) has the map's clicks. */
    busy: drawing || picking,
    stopTools: () => {
      setDrawing(false);
      setPicking(false);
    },
    reloadFences,
    overlays,
    panelNode,
  };
}
