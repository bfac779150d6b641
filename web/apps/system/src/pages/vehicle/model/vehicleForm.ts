// The 车辆资料 dialog's rules (v3-console-inventory §2.5 VehDialog) and the fields it sends: 车牌号码
// ≤ 20 characters, SIM卡号 11–13 digits, 设备号码 letters and digits, 车架号码 16–17 letters/digits,
// ICCID 19–20 letters/digits, MAC as six hex pairs; the required ones 车牌号码, SIM卡号, 设备类型,
// 设备号码, 所属车组. 安装时间 goes as "YYYY-MM-DD HH:mm:ss"; 状态 (settle) '1' 结清 / '0' 未结清.
import type { VehicleFields, VehicleInfo } from '../service';

export const PLATE_MAX = 20;
export const SIM_PATTERN = /^\d{11,13}$/;
export const TERMINAL_NO_PATTERN = /^[0-9A-Za-z]{1,30}$/;
export const FRAME_NO_PATTERN = /^[0-9A-Za-z]{16,17}$/;
export const ICCID_PATTERN = /^[0-9A-Za-z]{19,20}$/;
export const MAC_PATTERN = /^([0-9A-Fa-f]{2}[:-]?){5}[0-9A-Fa-f]{2}$/;
export const TEXT_MAX = 50;
export const REMARK_MAX = 200;

/** 续费年限: 未选择 and 1–5 years. */
export const DISPLAY_YEARS = ['', '1', '2', '3', '4', '5'] as const;

export type VehicleFormValues = Omit<VehicleFields, 'groupId' | 'groupName'> & { groupId: number | undefined };

const TEXT_KEYS = [
  'plate', 'sim', 'mac', 'terminalType', 'terminalNo', 'frameNo', 'engineNo', 'vehicleType', 'iccid', 'serviceCode',
  'installDate', 'owner', 'displayYear', 'remark', 'license', 'phone', 'address', 'installPerson', 'installPlace', 'installRemark',
  'settle',
] as const;

/** Empty fields for a new vehicle in `groupId`, or the fields of `info` (missing ones empty). */
export function vehicleInitialValues(info: VehicleInfo | undefined, groupId: number | undefined): VehicleFormValues {
  const out = { groupId: info?.groupId !== undefined ? Number(info.groupId) : groupId, iconType: Number(info?.iconType ?? 0) || 0 } as VehicleFormValues;
  for (const k of TEXT_KEYS) out[k] = info?.[k] !== undefined && info[k] !== null ? String(info[k]) : '';
  // 0 years is 未选择.
  if (!(DISPLAY_YEARS as readonly string[]).includes(out.displayYear) || out.displayYear === '0') out.displayYear = '';
  // 状态: 未结清 unless the vehicle is settled.
  out.settle = out.settle === '1' ? '1' : '0';
  return out;
}

/** The fields sent: texts trimmed, the group with its name, the MAC upper-cased. */
export function vehicleFields(values: VehicleFormValues, groupName: string): VehicleFields {
  const out = { groupId: Number(values.groupId), groupName } as VehicleFields;
  for (const k of TEXT_KEYS) out[k] = String(values[k] ?? '').trim();
  out.mac = out.mac.toUpperCase();
  // 图标 travels with every save: updateVehicle takes an absent one as 0 (汽车).
  out.iconType = Number(values.iconType ?? 0) || 0;
  return out;
}

/** Which rule a value breaks (undefined: none); empty optional fields pass. */
export function vehicleFieldProblem(key: 'plate' | 'sim' | 'terminalNo' | 'frameNo' | 'iccid' | 'mac', value: string): 'required' | 'format' | undefined {
  const v = value.trim();
  const required = key === 'plate' || key === 'sim' || key === 'terminalNo';
  if (!v) return required ? 'required' : undefined;
  switch (key) {
    case 'plate':
      return [...v].length > PLATE_MAX ? 'format' : undefined;
    case 'sim':
      return SIM_PATTERN.test(v) ? undefined : 'format';
    case 'terminalNo':
      return TERMINAL_NO_PATTERN.test(v) ? undefined : 'format';
    case 'frameNo':
      return FRAME_NO_PATTERN.test(v) ? undefined : 'format';
    case 'iccid':
      return ICCID_PATTERN.test(v) ? undefined : 'format';
    case 'mac':
      return MAC_PATTERN.test(v) ? undefined : 'format';
  }
}
