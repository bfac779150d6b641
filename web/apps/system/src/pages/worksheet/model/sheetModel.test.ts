// 工单管理's status tags and actions, the columns of each tab, and the search → request (§2.7, §3.9).
import { describe, expect, it } from 'vitest';
import { defaultSheetSearch, sheetActions, sheetParams, sheetVehicleIds, sheetVehicles, statusColor, timeColumns } from './sheetModel';

describe('status tags and actions', () => {
  it('§2.7 待确认 warning, 待安装 error, 已安装 processing, 已完成 success, 已取消 and others default', () => {
    expect([1, 2, 3, 4, 5, 6].map(statusColor)).toEqual(['warning', 'error', 'processing', 'success', 'default', 'default']);
  });

  it('修改 and 取消 before installation, 完成 once installed, nothing after', () => {
    expect(sheetActions(1)).toEqual({ edit: true, cancel: true, finish: false });
    expect(sheetActions(2)).toEqual({ edit: true, cancel: true, finish: false });
    expect(sheetActions(3)).toEqual({ edit: false, cancel: false, finish: true });
    expect(sheetActions(4)).toEqual({ edit: false, cancel: false, finish: false });
    expect(sheetActions(5)).toEqual({ edit: false, cancel: false, finish: false });
  });

  it('each tab adds the time of its state', () => {
    expect(timeColumns(0)).toEqual(['createTime', 'installTime']);
    expect(timeColumns(2)).toContain('confirmTime');
    expect(timeColumns(4)).toContain('finishTime');
    expect(timeColumns(5)).toContain('cancelTime');
  });
});

describe('search → request', () => {
  it('§3.9 nothing typed is searchType −1; the tab is the status', () => {
    expect(sheetParams({ ...defaultSheetSearch, status: 2 }, { pageNumber: 1, pageSize: 10 })).toEqual({ status: 2, searchType: -1, pageNumber: 1, pageSize: 10 });
  });

  it('a typed value keeps its type (0 = owner, installer or plate); installer, terminal type and whole days', () => {
    expect(
      sheetParams({ status: 0, searchType: 3, searchValue: ' 粤A1 ', workerId: 9, terminalType: 'GT06', days: ['2026-11-01', '2026-11-02'] }),
    ).toEqual({
      status: 0,
      searchType: 3,
      searchValues: '粤A1',
      userId: 9,
      terminalType: 'GT06',
      startTime: '2026-11-01 00:00:00',
      endTime: '2026-11-02 23:59:59',
    });
    expect(sheetParams({ ...defaultSheetSearch, searchValue: '张' }).searchType).toBe(0);
  });

  it('the vehicles of an order from plates or its devices; ids for editing', () => {
    expect(sheetVehicles({ plates: '粤A1,粤A2' })).toBe('粤A1、粤A2');
    expect(sheetVehicles({ plates: '', workSheetDeviceVo: [{ plate: '', terminalNo: '1380' }] })).toBe('1380');
    expect(sheetVehicles({ workSheetDeviceVo: null })).toBe('');
    expect(sheetVehicleIds({ vehicleIds: '3,x,4,' })).toEqual([3, 4]);
  });
});
