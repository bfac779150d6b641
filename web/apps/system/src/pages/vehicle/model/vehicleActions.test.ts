// Which buttons 车辆管理 shows (§2.7, §5.3 160201–160211): role buttons and the data rights.
import { describe, expect, it } from 'vitest';
import {
  BUTTON_GROUP_ADD,
  BUTTON_GROUP_DELETE,
  BUTTON_GROUP_EDIT,
  BUTTON_VEHICLE_ADD,
  BUTTON_VEHICLE_CUSTOM_DELETE,
  BUTTON_VEHICLE_DELETE,
  BUTTON_VEHICLE_EDIT,
  BUTTON_VEHICLE_EXPORT,
  BUTTON_VEHICLE_MOVE_ROW,
  BUTTON_VEHICLE_MOVE_SELECTED,
  BUTTON_VEHICLE_TRANSFER,
} from '../../../access';
import { groupActions, vehicleActions } from './vehicleActions';

const ALL = [
  BUTTON_GROUP_ADD, BUTTON_GROUP_DELETE, BUTTON_GROUP_EDIT, BUTTON_VEHICLE_ADD, BUTTON_VEHICLE_CUSTOM_DELETE, BUTTON_VEHICLE_DELETE,
  BUTTON_VEHICLE_EDIT, BUTTON_VEHICLE_EXPORT, BUTTON_VEHICLE_MOVE_ROW, BUTTON_VEHICLE_MOVE_SELECTED, BUTTON_VEHICLE_TRANSFER,
];
const holding = (ids: number[]) => (id: number) => ids.includes(id);
const allowed = { checkGroup: 0, checkVehicle: 0 };

describe('vehicle page actions', () => {
  it('R-PERM-5 every button and right: every operation; none without the buttons', () => {
    expect(groupActions(holding(ALL), allowed, false)).toEqual({ addGroup: true, editGroup: true, deleteGroup: true, addVehicle: true });
    expect(Object.values(vehicleActions(holding(ALL), allowed)).every(Boolean)).toBe(true);
    expect(Object.values(groupActions(holding([]), allowed, false)).some(Boolean)).toBe(false);
    expect(Object.values(vehicleActions(holding([]), allowed)).some(Boolean)).toBe(false);
  });

  it('§2.7 checkGroup 1 hides 删除车组, checkVehicle 1 hides 删除 and 自定义删除', () => {
    expect(groupActions(holding(ALL), { ...allowed, checkGroup: 1 }, false).deleteGroup).toBe(false);
    const v = vehicleActions(holding(ALL), { ...allowed, checkVehicle: 1 });
    expect([v.remove, v.customDelete, v.edit, v.moveRow]).toEqual([false, false, true, true]);
    expect(vehicleActions(holding(ALL), undefined).remove).toBe(false);
  });

  it('§2.7 the top group only gets 新增车组 and 新增车辆', () => {
    expect(groupActions(holding(ALL), allowed, true)).toEqual({ addGroup: true, editGroup: false, deleteGroup: false, addVehicle: true });
  });

  it('R-PERM-5 one missing button hides its operation only', () => {
    const v = vehicleActions(holding(ALL.filter((b) => b !== BUTTON_VEHICLE_MOVE_SELECTED)), allowed);
    expect(v.moveSelected).toBe(false);
    expect(v.transfer).toBe(true);
  });
});
