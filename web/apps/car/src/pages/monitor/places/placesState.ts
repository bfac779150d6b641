// The state of the monitor's alarm places as one reducer (pure): which panel is open, which place
// layers are shown, the fence being drawn or changed (and whether the drawing tool has the map),
// the fence chosen, the one being bound, and the point being picked for a new position point or
// 二押点. Plus what follows from it: which lists to load, whether a place tool has the map.
import type { LonLat } from '@chelian/tracking';
import type { FenceRow } from '@chelian/tracking';
import type { FenceDraft } from './placeModel';

export type PlacePanel = 'none' | 'fence' | 'point' | 'twoCharge';
export type PlaceLayer = 'fences' | 'points' | 'twoCharge';

export interface PlacesState {
  panel: PlacePanel;
  /** Place layers shown on the map (they stay when their panel closes). */
  shown: Record<PlaceLayer, boolean>;
  /** The fence chosen in the list (highlighted on the map). */
  selected: number | undefined;
  /** The fence being drawn or changed. */
  editor: FenceDraft | undefined;
  /** The drawing tool has the map's clicks. */
  drawing: boolean;
  saving: boolean;
  /** The fence whose vehicles and groups are being bound. */
  binding: FenceRow | undefined;
  /** The pick tool has the map's clicks. */
  picking: boolean;
  /** The point picked for a new position point or 二押点. */
  picked: LonLat | undefined;
}

export const INITIAL_PLACES: PlacesState = {
  panel: 'none',
  shown: { fences: false, points: false, twoCharge: false },
  selected: undefined,
  editor: undefined,
  drawing: false,
  saving: false,
  binding: undefined,
  picking: false,
  picked: undefined,
};

const LAYER_OF: Record<Exclude<PlacePanel, 'none'>, PlaceLayer> = { fence: 'fences', point: 'points', twoCharge: 'twoCharge' };

export type PlacesAction =
  /** The toolbar's button: opens a panel (showing its layer), or closes it when open ('none' closes). */
  | { type: 'toggle'; panel: PlacePanel }
  /** A panel's close button; the point panels stop picking too. */
  | { type: 'close'; stopPicking: boolean }
  | { type: 'show'; layer: PlaceLayer; on: boolean }
  /** A fence chosen in the list: selected and shown. */
  | { type: 'select'; pathId: number }
  /** Draw a new shape (a new fence, or the same one again). */
  | { type: 'draw'; draft: FenceDraft }
  /** The drawing tool finished: its shape goes into the draft. */
  | { type: 'drawn'; shape: Pick<FenceDraft, 'points'> | Pick<FenceDraft, 'center' | 'radius'> }
  /** Change a saved fence in the editor. */
  | { type: 'edit'; draft: FenceDraft; pathId: number }
  | { type: 'editorChange'; draft: FenceDraft }
  | { type: 'cancelEditor' }
  | { type: 'saving'; on: boolean }
  | { type: 'saved'; pathId: number }
  | { type: 'bind'; fence: FenceRow | undefined }
  /** The point panels' 选点: the pick tool on or off, the panel's layer shown. */
  | { type: 'togglePick'; layer: 'points' | 'twoCharge' }
  | { type: 'picked'; at: LonLat }
  | { type: 'clearPicked' }
  /** Another map tool took the map. */
  | { type: 'stopTools' };

export function placesReducer(s: PlacesState, a: PlacesAction): PlacesState {
  switch (a.type) {
    case 'toggle':
      if (a.panel === 'none' || s.panel === a.panel) return { ...s, panel: 'none' };
      return { ...s, panel: a.panel, shown: { ...s.shown, [LAYER_OF[a.panel]]: true } };
    case 'close':
      return { ...s, panel: 'none', picking: a.stopPicking ? false : s.picking };
    case 'show':
      return { ...s, shown: { ...s.shown, [a.layer]: a.on } };
    case 'select':
      return { ...s, selected: a.pathId, shown: { ...s.shown, fences: true } };
    case 'draw':
      return { ...s, picking: false, editor: a.draft, drawing: true };
    case 'drawn':
      return { ...s, editor: s.editor && { ...s.editor, ...a.shape }, drawing: false };
    case 'edit':
      return { ...s, editor: a.draft, drawing: false, selected: a.pathId };
    case 'editorChange':
      return { ...s, editor: a.draft };
    case 'cancelEditor':
      return { ...s, editor: undefined, drawing: false };
    case 'saving':
      return { ...s, saving: a.on };
    case 'saved':
      return { ...s, editor: undefined, drawing: false, selected: a.pathId };
    case 'bind':
      return { ...s, binding: a.fence };
    case 'togglePick':
      return { ...s, drawing: false, picking: !s.picking, shown: { ...s.shown, [a.layer]: true } };
    case 'picked':
      return { ...s, picking: false, picked: a.at };
    case 'clearPicked':
      return { ...s, picked: undefined };
    case 'stopTools':
      return { ...s, drawing: false, picking: false };
  }
}

/** Which lists are needed: a panel's while it is open, a layer's while it is shown. */
export function placeListsWanted(s: PlacesState): Record<PlaceLayer, boolean> {
  return {
    fences: s.panel === 'fence' || s.shown.fences,
    points: s.panel === 'point' || s.shown.points,
    twoCharge: s.panel === 'twoCharge' || s.shown.twoCharge,
  };
}

/** A place tool (drawing, picking) has the map's clicks. */
export function placeToolBusy(s: PlacesState): boolean {
  return s.drawing || s.picking;
}
