// Marker images drawn once on a canvas: a direction arrow for vehicles (rotated by course on the
// map) and a round pin for other assets, one per state colour (driving, parked, offline, alarm).
import type { Map as MaplibreMap } from 'maplibre-gl';

export const MARKER_STATES = {
  driving: '#16a34a',
  parked: '#1677ff',
  offline: '#8c8c8c',
  alarm: '#e02424',
} as const;

export type MarkerState = keyof typeof MARKER_STATES;

/** Icon types drawn as a round pin (no meaningful heading): 牛, 狗, 人, 羊, 宠物, 设备. */
const PIN_ICON_TYPES = new Set([1, 2, 3, 10, 11, 12]);

export function markerShape(iconType: number): 'arrow' | 'pin' {
  return PIN_ICON_TYPES.has(iconType) ? 'pin' : 'arrow';
}

export function markerImageId(shape: 'arrow' | 'pin', state: MarkerState): string {
  return `veh-${shape}-${state}`;
}

const SIZE = 30;
const RATIO = 2;

function draw(shape: 'arrow' | 'pin', color: string): ImageData | undefined {
  const canvas = document.createElement('canvas');
  canvas.width = canvas.height = SIZE * RATIO;
  const ctx = canvas.getContext('2d');
  if (!ctx) return undefined;
  ctx.scale(RATIO, RATIO);
  ctx.lineWidth = 2;
  ctx.strokeStyle = '#ffffff';
  ctx.fillStyle = color;
  ctx.shadowColor = 'rgba(0,0,0,0.35)';
  ctx.shadowBlur = 3;
  ctx.beginPath();
  if (shape === 'arrow') {
    ctx.moveTo(SIZE / 2, 3);
    ctx.lineTo(SIZE - 6, SIZE - 5);
    ctx.lineTo(SIZE / 2, SIZE - 10);
    ctx.lineTo(6, SIZE - 5);
    ctx.closePath();
  } else {
    ctx.arc(SIZE / 2, SIZE / 2, SIZE / 2 - 6, 0, Math.PI * 2);
  }
  ctx.fill();
  ctx.shadowBlur = 0;
  ctx.stroke();
  return ctx.getImageData(0, 0, SIZE * RATIO, SIZE * RATIO);
}

export function addMarkerImages(map: MaplibreMap): void {
  for (const shape of ['arrow', 'pin'] as const) {
    for (const [state, color] of Object.entries(MARKER_STATES) as Array<[MarkerState, string]>) {
      const id = markerImageId(shape, state);
      if (map.hasImage(id)) continue;
      const image = draw(shape, color);
      if (image) map.addImage(id, image, { pixelRatio: RATIO });
    }
  }
}
