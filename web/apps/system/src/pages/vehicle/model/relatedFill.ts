// 新增车辆's related vehicle (§2.3 VehDialog, getVehicleDateByPlate): the empty fields it fills — 所属车组,
// 车架号, 发动机号, 车型 (from `brand`), 服务密码, 车主, 备注, 续费年限, 证件号, 联系方式, 车主地址, 安装人员,
// 安装地点 — and 撤回, which empties again those still holding the value filled.
import type { RelatedVehicle } from '../service';
import { DISPLAY_YEARS, type VehicleFormValues } from './vehicleForm';

/** The form's fields a related vehicle may fill, with the reply's member each comes from. */
const SOURCE = {
  groupId: 'groupId',
  frameNo: 'frameNo',
  engineNo: 'engineNo',
  vehicleType: 'brand',
  serviceCode: 'serviceCode',
  owner: 'owner',
  remark: 'remark',
  displayYear: 'displayYear',
  license: 'license',
  phone: 'phone',
  address: 'address',
  installPerson: 'installPerson',
  installPlace: 'installPlace',
} as const satisfies Partial<Record<keyof VehicleFormValues, keyof RelatedVehicle>>;

export type FilledFields = Partial<Pick<VehicleFormValues, keyof typeof SOURCE>>;

const isEmpty = (v: unknown) => v === undefined || v === null || String(v).trim() === '';

/** The fields empty in `values` that `related` has a value for (续费年限 only 1–5). */
export function relatedFill(values: Partial<VehicleFormValues>, related: RelatedVehicle): FilledFields {
  const out: Record<string, string | number> = {};
  for (const [key, from] of Object.entries(SOURCE) as [keyof typeof SOURCE, keyof RelatedVehicle][]) {
    const value = related[from];
    if (!isEmpty(values[key]) || isEmpty(value)) continue;
    if (key === 'groupId') {
      if (Number(value) > 0) out.groupId = Number(value);
    } else if (key !== 'displayYear' || ((DISPLAY_YEARS as readonly string[]).includes(String(value)) && String(value) !== '')) {
      out[key] = String(value);
    }
  }
  return out as FilledFields;
}

/** 撤回: the filled fields still holding what was filled, emptied (所属车组 unset). */
export function undoFill(values: Partial<VehicleFormValues>, filled: FilledFields): Partial<VehicleFormValues> {
  const out: Record<string, string | undefined> = {};
  for (const key of Object.keys(filled) as (keyof FilledFields)[]) {
    if (values[key] !== filled[key]) continue;
    out[key] = key === 'groupId' ? undefined : '';
  }
  return out as Partial<VehicleFormValues>;
}
