// Tests of the monitor's state, direction, positioning and concern texts and of list filtering.
import { describe, expect, it } from 'vitest';
import { alarmField, alarmNames } from './alarmLabels';
import type { MonitorRow } from './monitorRow';
import { filterVehicles, suggestions, tabCounts } from './vehicleFilter';
import {
  accText,
  batteryClass,
  directionText,
  durationText,
  oilText,
  parseLocalTime,
  positioningText,
  stateText,
} from './vehicleTexts';

function row(partial: Partial<MonitorRow>): MonitorRow {
  return {
    V: 1, P: '粤B00001', M: 1, GI: 1, GN: '一车队', Z: 1, d: '', B: '', CL: 0, T: 'GPRS-部标', N: '13800000001',
    I: '14402000000', W: '张三', frameNo: 'LSVAB123', iconType: 0, longStayTer: 0, EP: '', NOW: '',
    ...partial,
  };
}

describe('state texts', () => {
  it('durations read like the server’s d', () => {
    expect(durationText(40_000)).toBe('40秒');
    expect(durationText(12 * 60_000)).toBe('12分钟');
    expect(durationText(2 * 3_600_000 + 5 * 60_000)).toBe('2小时5分');
    expect(durationText(3 * 86_400_000 + 2 * 3_600_000)).toBe('3天2小时');
    expect(durationText(0)).toBe('');
  });

  it('state text with its duration, counted from ZT when now is given', () => {
    expect(stateText({ Z: 1, d: '5分钟' })).toBe('行驶(5分钟)');
    expect(stateText({ Z: 3, d: '' })).toBe('从未上线');
    expect(stateText({ Z: 4, d: '3天0小时' })).toBe('过期');
    const since = '2026-01-01 08:00:00';
    const now = parseLocalTime(since) + 2 * 3_600_000 + 5 * 60_000;
    expect(stateText({ Z: 2, d: '1秒', ZT: since }, now)).toBe('停车(2小时5分)');
    expect(stateText({ Z: 0, d: '', ZT: since }, now)).toBe('离线(2小时5分)');
  });

  it('local times are read in UTC+8', () => {
    expect(parseLocalTime('2026-01-01 08:00:00')).toBe(Date.UTC(2026, 0, 1, 0, 0, 0));
    expect(parseLocalTime('bad')).toBeNaN();
  });

  it('directions in words', () => {
    expect(directionText(0)).toBe('正北方向');
    expect(directionText(360)).toBe('正北方向');
    expect(directionText(45)).toBe('北偏东45度');
    expect(directionText(90)).toBe('正东方向');
    expect(directionText(135)).toBe('南偏东45度');
    expect(directionText(180)).toBe('正南方向');
    expect(directionText(200)).toBe('南偏西20度');
    expect(directionText(270)).toBe('正西方向');
    expect(directionText(350)).toBe('北偏西10度');
    expect(directionText(undefined)).toBe('--');
  });

  it('positioning, ACC, oil and battery texts', () => {
    expect(positioningText(1)).toBe('卫星定位');
    expect(positioningText(0)).toBe('GPS信号弱');
    expect(positioningText(9)).toBe('--');
    expect(accText(1)).toBe('关');
    expect(accText(0)).toBe('开');
    expect(accText(undefined)).toBe('--');
    expect(oilText(1)).toBe('断开');
    expect(oilText(0)).toBe('正常');
    expect(batteryClass(4.0)).toBe('电量充足');
    expect(batteryClass(3.85)).toBe('电量适中');
    expect(batteryClass(3.5)).toBe('电量不足');
  });

  it('alarm field round trip', () => {
    const b = alarmField(['emergencyAlarm', 'overSpeed']);
    expect(alarmNames(b)).toBe('紧急报警,超速报警');
    expect(alarmField([])).toBe('');
    expect(alarmNames('')).toBe('');
  });
});

describe('list filtering', () => {
  const rows = [
    row({ V: 1, P: '粤B00001', Z: 1 }),
    row({ V: 2, P: '粤B00002', Z: 2, N: '13800000002', W: '李四' }),
    row({ V: 3, P: '京A12345', Z: 0, GN: '1路车队', N: '13800000003', I: '14400000003', frameNo: 'LFV999' }),
    row({ V: 4, P: '沪C88888', Z: 3, N: '868120300000001' }),
  ];

  it('tabs and their counts', () => {
    expect(tabCounts(rows)).toEqual({ all: 4, online: 2, offline: 2 });
    expect(filterVehicles(rows, { tab: 'online', query: '' }).map((r) => r.V)).toEqual([1, 2]);
    expect(filterVehicles(rows, { tab: 'offline', query: '' }).map((r) => r.V)).toEqual([3, 4]);
  });

  it('fuzzy search over plate, terminal, SIM, owner, frame number and group', () => {
    const ids = (q: string) => filterVehicles(rows, { tab: 'all', query: q }).map((r) => r.V);
    expect(ids('b0000')).toEqual([1, 2]);
    expect(ids('868120')).toEqual([4]);
    expect(ids('14400000003')).toEqual([3]);
    expect(ids('李四')).toEqual([2]);
    expect(ids('lfv')).toEqual([3]);
    expect(ids('1路')).toEqual([3]);
    expect(ids('京 A')).toEqual([3]);
    expect(filterVehicles(rows, { tab: 'all', query: '', vehicleIds: new Set([2, 3]) }).map((r) => r.V)).toEqual([2, 3]);
  });

  it('suggestions name the field that matched, prefix matches first', () => {
    const s = suggestions(rows, '1380000000');
    expect(s.map((x) => x.vehicleId)).toEqual([3, 1, 2]);  // by plate in Chinese order: 京 before 粤
    expect(s[0]?.tag).toBe('设备号');
    expect(suggestions(rows, '京A')[0]).toMatchObject({ vehicleId: 3, tag: '车　牌', text: '京A12345' });
    expect(suggestions(rows, '')).toEqual([]);
  });
});
