// The alarm places' state: panels open and close with their layers, drawing and picking take the
// map in turn, a saved fence leaves the editor selected, lists load while needed.
import { describe, expect, it } from 'vitest';
import { INITIAL_PLACES, placeListsWanted, placeToolBusy, placesReducer as reduce, type PlacesAction, type PlacesState } from './placesState';
import { NEW_FENCE } from './placeModel';

const run = (...actions: PlacesAction[]): PlacesState => actions.reduce(reduce, INITIAL_PLACES);

describe('alarm places state', () => {
  it('a toolbar button opens its panel and shows its layer; pressed again it closes the panel, the layer stays', () => {
    const open = run({ type: 'toggle', panel: 'fence' });
    expect(open.panel).toBe('fence');
    expect(open.shown).toEqual({ fences: true, points: false, twoCharge: false });
    const closed = reduce(open, { type: 'toggle', panel: 'fence' });
    expect(closed.panel).toBe('none');
    expect(closed.shown.fences).toBe(true);
    expect(reduce(open, { type: 'toggle', panel: 'point' })).toMatchObject({ panel: 'point', shown: { fences: true, points: true } });
    expect(reduce(open, { type: 'toggle', panel: 'none' }).panel).toBe('none');
  });

  it('loads a list while its panel is open or its layer is shown', () => {
    expect(placeListsWanted(INITIAL_PLACES)).toEqual({ fences: false, points: false, twoCharge: false });
    const s = run({ type: 'toggle', panel: 'twoCharge' }, { type: 'show', layer: 'points', on: true }, { type: 'toggle', panel: 'twoCharge' });
    expect(placeListsWanted(s)).toEqual({ fences: false, points: true, twoCharge: true });
    expect(placeListsWanted(reduce(s, { type: 'show', layer: 'twoCharge', on: false })).twoCharge).toBe(false);
  });

  it('drawing a fence takes the map from the pick tool; the drawn shape goes into the draft', () => {
    const picking = run({ type: 'togglePick', layer: 'points' });
    expect(picking).toMatchObject({ picking: true, shown: { points: true } });
    expect(placeToolBusy(picking)).toBe(true);
    const drawing = reduce(picking, { type: 'draw', draft: { ...NEW_FENCE, pathType: 1 } });
    expect(drawing).toMatchObject({ picking: false, drawing: true });
    const drawn = reduce(drawing, { type: 'drawn', shape: { center: [114, 22], radius: 500 } });
    expect(drawn.drawing).toBe(false);
    expect(drawn.editor).toMatchObject({ pathType: 1, center: [114, 22], radius: 500 });
    expect(placeToolBusy(drawn)).toBe(false);
  });

  it('a saved fence leaves the editor and stays selected; cancelling drops the draft', () => {
    const editing = run({ type: 'edit', draft: { ...NEW_FENCE, pathId: 7, pathName: '禁入区' }, pathId: 7 });
    expect(editing).toMatchObject({ selected: 7, drawing: false });
    expect(reduce(editing, { type: 'saved', pathId: 7 })).toMatchObject({ editor: undefined, selected: 7 });
    expect(reduce(editing, { type: 'cancelEditor' }).editor).toBeUndefined();
    expect(reduce(run({ type: 'select', pathId: 3 }), { type: 'stopTools' })).toMatchObject({ selected: 3, shown: { fences: true } });
  });

  it('a picked point ends picking; the point panels stop picking when closed, the fence panel does not', () => {
    const picked = run({ type: 'toggle', panel: 'point' }, { type: 'togglePick', layer: 'points' }, { type: 'picked', at: [114.1, 22.5] });
    expect(picked).toMatchObject({ picking: false, picked: [114.1, 22.5] });
    expect(reduce(picked, { type: 'clearPicked' }).picked).toBeUndefined();
    const stillPicking = run({ type: 'togglePick', layer: 'twoCharge' });
    expect(reduce(stillPicking, { type: 'close', stopPicking: false }).picking).toBe(true);
    expect(reduce(stillPicking, { type: 'close', stopPicking: true }).picking).toBe(false);
  });
});
