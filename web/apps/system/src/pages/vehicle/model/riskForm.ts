// 车辆资料 › 风控信息 (§2.7 tab 4): the tab's values from queryVehicleInfo's `extend`, and the
// updateVehicle `alarmUtil` they save. The areas are sent only when changed in the tab, named from
// the region tree (listAdminRegion); untouched, the vehicle's areas stay as they are.
import { addressOf, pathsOf, type RegionNode } from '@chelian/core';

/** queryVehicleInfo's `extend`. */
export interface RiskExtend {
  areaName?: string;
  stayPaint?: string;
  stayEnabled?: number;
  isTwoCharge?: number;
}

export interface RiskFormValues {
  /** 出省报警设置: cascader paths (province, city codes). */
  riskAreas: string[][];
  twoCharge: boolean;
  stayEnabled: boolean;
}

/** updateVehicle's alarmUtil, as the server reads it. */
export interface AlarmUtil {
  address?: string;
  twoCharge: 0 | 1;
  staypoint?: 0 | 1;
}

/** The server's word when neither point is set. */
export const STAY_NOT_SET = '未设置';

export function stayPointsSet(extend: RiskExtend | undefined): boolean {
  return !!extend?.stayPaint && extend.stayPaint !== STAY_NOT_SET;
}

export function riskInitialValues(extend: RiskExtend | undefined): RiskFormValues {
  return {
    riskAreas: pathsOf(extend?.areaName ?? ''),
    twoCharge: Number(extend?.isTwoCharge ?? 0) === 1,
    stayEnabled: Number(extend?.stayEnabled ?? 0) === 1,
  };
}

/**
 * The alarmUtil of the tab's values. `areasChanged`: the areas were edited (then `tree` names
 * them; no chosen area clears the vehicle's own). The stay switch is sent only when points exist.
 */
export function alarmUtilOf(values: RiskFormValues, extend: RiskExtend | undefined, areasChanged: boolean, tree: readonly RegionNode[]): AlarmUtil {
  const out: AlarmUtil = { twoCharge: values.twoCharge ? 1 : 0 };
  if (areasChanged && tree.length > 0) out.address = addressOf(values.riskAreas, tree);
  if (stayPointsSet(extend)) out.staypoint = values.stayEnabled ? 1 : 0;
  return out;
}
