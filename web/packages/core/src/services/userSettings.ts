// 系统设置 (v3-console-inventory §2.8): the catalogue of switches (listPermission: id, name, remark)
// merged with the user's own statuses (permission/list: 0 on, 1 off; a switch never saved is on).
// Known ids: 7 显示关联设备框, 8 列表显示有线/无线图标, 11 工单模块.

export interface SettingSwitch {
  permissionId: number;
  name: string;
  remark?: string;
}

export interface SettingStatus {
  permissionId: number;
  /** 0 on, 1 off. */
  status: number;
}

export interface UserSetting extends SettingSwitch {
  on: boolean;
}

export const SETTING_STATUS_ON = 0;
export const SETTING_STATUS_OFF = 1;
/** 工单模块: off hides 工单管理 and 安装人员管理. */
export const SETTING_WORKSHEET = 11;
/** 显示关联设备框: the monitor shows the focused vehicle's other devices (same plate or frame number). */
export const SETTING_DEVICE_BOX = 7;
/** 列表显示有线/无线图标: the monitor's vehicle list marks each row wired or wireless. */
export const SETTING_WIRE_ICON = 8;

/** Whether switch `id` is on among the user's statuses (a switch never saved is on). */
export function settingOn(statuses: readonly SettingStatus[], id: number): boolean {
  return !statuses.some((s) => Number(s.permissionId) === id && Number(s.status) === SETTING_STATUS_OFF);
}

export function mergeSettings(catalogue: readonly SettingSwitch[], statuses: readonly SettingStatus[]): UserSetting[] {
  const off = new Set(statuses.filter((s) => Number(s.status) === SETTING_STATUS_OFF).map((s) => Number(s.permissionId)));
  return catalogue.map((c) => ({ ...c, permissionId: Number(c.permissionId), remark: c.remark ?? '', on: !off.has(Number(c.permissionId)) }));
}

/** What update.json takes: every switch of the dialog with its status. */
export function settingStatuses(settings: readonly Pick<UserSetting, 'permissionId' | 'on'>[]): SettingStatus[] {
  return settings.map((s) => ({ permissionId: s.permissionId, status: s.on ? SETTING_STATUS_ON : SETTING_STATUS_OFF }));
}
