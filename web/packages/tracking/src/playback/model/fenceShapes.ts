// A vehicle's fences for the playback map: its bound fences and its own
// circle (queryRoundFence), as the shapes FenceLayer draws.
import type { FenceShape } from '../../places/placeGeometry';
import { fenceShape, type FenceRow, type RoundFence } from '../../places/fenceApi';
import { fenceShapesTexts as texts } from '../../texts';

export function vehicleFenceShapes(bound: readonly FenceRow[], round: RoundFence | undefined): FenceShape[] {
  const shapes = bound.map(fenceShape);
  if (round?.pathId && round.lat !== undefined && round.lon !== undefined && round.radii)
    shapes.push({ id: round.pathId, name: texts.circleFence, pathType: 1, center: [round.lon, round.lat], radius: round.radii });
  return shapes;
}
