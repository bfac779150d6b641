// What the alarm places put inside the monitor's map: the saved fences, the fence being drawn, the
// drawing and picking tools, position points and 二押点 (each layer adds itself on mount).
import type { Dispatch } from 'react';
import { CircleDrawTool, FenceLayer, PickPointTool, PlacePointLayer, PolygonDrawTool, type Crs, type FenceShape, type PlacePoint } from '@chelian/tracking';
import { draftShape } from './placeModel';
import type { PlacesAction, PlacesState } from './placesState';

export interface PlaceOverlaysProps {
  state: PlacesState;
  dispatch: Dispatch<PlacesAction>;
  crs: Crs;
  fences: FenceShape[];
  points: PlacePoint[];
  twoCharge: PlacePoint[];
}

export function PlaceOverlays({ state: s, dispatch, crs, fences, points, twoCharge }: PlaceOverlaysProps) {
  const { editor } = s;
  return (
    <>
      {s.shown.fences && <FenceLayer id="saved" fences={fences} crs={crs} selectedId={s.selected} />}
      {editor && <FenceLayer id="draft" fences={[draftShape(editor)]} crs={crs} draft />}
      {editor && s.drawing && editor.pathType === 3 && <PolygonDrawTool crs={crs} onDone={(ring) => dispatch({ type: 'drawn', shape: { points: ring } })} />}
      {editor && s.drawing && editor.pathType === 1 && (
        <CircleDrawTool crs={crs} onDone={(center, radius) => dispatch({ type: 'drawn', shape: { center, radius } })} />
      )}
      {s.shown.points && <PlacePointLayer id="locations" points={points} crs={crs} />}
      {s.shown.twoCharge && <PlacePointLayer id="two-charge" points={twoCharge} crs={crs} />}
      {s.picking && <PickPointTool crs={crs} onPick={(at) => dispatch({ type: 'picked', at })} />}
    </>
  );
}
