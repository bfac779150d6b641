// 系统设置 (§2.8): the catalogue merged with the user's statuses, and the list update.json takes.
import { describe, expect, it } from 'vitest';
import { mergeSettings, settingOn, settingStatuses, SETTING_WIRE_ICON } from './userSettings';

const CATALOGUE = [
  { permissionId: 7, name: '显示关联设备框', remark: '' },
  { permissionId: 8, name: '列表显示有线/无线图标' },
  { permissionId: 11, name: '工单模块', remark: '关闭后隐藏工单管理' },
];

describe('user settings', () => {
  it('§2.8 settingOn reads one switch as mergeSettings does: off only when saved off', () => {
    expect(settingOn([{ permissionId: 8, status: 1 }], SETTING_WIRE_ICON)).toBe(false);
    expect(settingOn([{ permissionId: 8, status: 0 }], SETTING_WIRE_ICON)).toBe(true);
    expect(settingOn([{ permissionId: 7, status: 1 }], SETTING_WIRE_ICON)).toBe(true);
    expect(settingOn([], SETTING_WIRE_ICON)).toBe(true);
  });

  it('§2.8 a switch is on unless the user turned it off (status 1); unknown statuses are ignored', () => {
    const merged = mergeSettings(CATALOGUE, [
      { permissionId: 8, status: 1 },
      { permissionId: 11, status: 0 },
      { permissionId: 99, status: 1 },
    ]);
    expect(merged.map((s) => [s.permissionId, s.on])).toEqual([
      [7, true],
      [8, false],
      [11, true],
    ]);
    expect(merged[1]!.remark).toBe('');
  });

  it('§2.8 saving sends every switch as {permissionId, status 0|1}', () => {
    expect(settingStatuses([{ permissionId: 7, on: true }, { permissionId: 11, on: false }])).toEqual([
      { permissionId: 7, status: 0 },
      { permissionId: 11, status: 1 },
    ]);
  });
});
