// A vehicle's fences for the playback map: its bound fences (the monitor's rows) and its own
// circle (queryRoundFence), as the shapes FenceLayer draws.
import type { FenceShape } from '@chelian/tracking';
import { fenceShape, type FenceRow } from '../../monitor/places/placeService';

export interface RoundFence {
  pathId?: number;
  lat?: number;
  lon?: number;
  radii?: number;
}

export function vehicleFenceShapes(bound: readonly FenceRow[], round: RoundFence | undefined): FenceShape[] {
  const shapes = bound.map(fenceShape);
  if (round?.pathId && round.lat !== undefined && round.lon !== undefined && round.radii)
    shapes.push({ id: round.pathId, name: '圆形围栏', pathType: 1, center: [round.lon, round.lat], radius: round.radii });
  return shapes;
}
