// Which operations 车辆管理 offers (§2.7, §5.3 160201–160211): the role's buttons, and the caller's
// data rights 删除车组 (checkGroup) and 删除车辆 (checkVehicle) (0 allowed, 1 not). The caller's top
// group (the one its account is bound to) can get sub-groups and vehicles, but is neither renamed
// nor deleted here. The server checks the same.
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

export interface DataRights {
  checkGroup: number;
  checkVehicle: number;
}

export interface GroupActions {
  addGroup: boolean;
  editGroup: boolean;
  deleteGroup: boolean;
  addVehicle: boolean;
}

export function groupActions(hasButton: (id: number) => boolean, rights: DataRights | undefined, topGroup: boolean): GroupActions {
  return {
    addGroup: hasButton(BUTTON_GROUP_ADD),
    editGroup: !topGroup && hasButton(BUTTON_GROUP_EDIT),
    deleteGroup: !topGroup && rights !== undefined && Number(rights.checkGroup) === 0 && hasButton(BUTTON_GROUP_DELETE),
    addVehicle: hasButton(BUTTON_VEHICLE_ADD),
  };
}

export interface VehicleActions {
  transfer: boolean;
  moveSelected: boolean;
  customDelete: boolean;
  export: boolean;
  moveRow: boolean;
  edit: boolean;
  remove: boolean;
}

export function vehicleActions(hasButton: (id: number) => boolean, rights: DataRights | undefined): VehicleActions {
  const mayDelete = rights !== undefined && Number(rights.checkVehicle) === 0;
  return {
    transfer: hasButton(BUTTON_VEHICLE_TRANSFER),
    moveSelected: hasButton(BUTTON_VEHICLE_MOVE_SELECTED),
    customDelete: mayDelete && hasButton(BUTTON_VEHICLE_CUSTOM_DELETE),
    export: hasButton(BUTTON_VEHICLE_EXPORT),
    moveRow: hasButton(BUTTON_VEHICLE_MOVE_ROW),
    edit: hasButton(BUTTON_VEHICLE_EDIT),
    remove: mayDelete && hasButton(BUTTON_VEHICLE_DELETE),
  };
}
