import { describe, expect, it } from 'vitest';
import {
  defaultExportKeys,
  EXPORT_MENU_CODES,
  exportKeysOf,
  hasConcernActions,
  positionKind,
  tileCount,
  tileOfExportCode,
  TILES,
  trendSeries,
} from './categories';

describe('风控中心 tiles', () => {
  it('§2.5 has the fourteen tiles with the inventory’s alarm types', () => {
    expect(TILES).toHaveLength(14);
    const types = Object.fromEntries(TILES.filter((t) => t.kind === 'alarm').map((t) => [t.key, t.alarmType]));
    expect(types).toEqual({ separateNum: 10, removeNum: 7, electricNum: 6, twoNum: 3, superNum: 0, stopNum: 4, regionNum: 1, speedNum: 5, urgentNum: 8, other: 9 });
  });

  it('§2.5 export codes: every drop-down code has its tile; 多设备离线 and 分离 have none', () => {
    for (const code of EXPORT_MENU_CODES) expect(tileOfExportCode(code)).toBeDefined();
    expect(TILES.find((t) => t.key === 'carVehOfflineNum')?.exportCode).toBeUndefined();
    expect(TILES.find((t) => t.key === 'separateNum')?.exportCode).toBeUndefined();
    expect(tileOfExportCode(5)?.key).toBe('removeNum');
    expect(tileOfExportCode(1)?.key).toBe('twoNum');
  });

  it('§2.5 counts come from the merged replies, 0 while unknown', () => {
    const remove = TILES.find((t) => t.key === 'removeNum')!;
    expect(tileCount(remove, { removeNum: 4 })).toBe(4);
    expect(tileCount(remove, {})).toBe(0);
  });

  it('§2.5 no concern menu in 多设备离线 and 超长停车', () => {
    expect(hasConcernActions('relatedOffline')).toBe(false);
    expect(hasConcernActions('longStop')).toBe(false);
    expect(hasConcernActions('risk')).toBe(true);
  });
});

describe('导出筛选 columns', () => {
  it('§2.5 defaults are offered columns of their list', () => {
    for (const code of EXPORT_MENU_CODES) {
      const offered = exportKeysOf(code);
      for (const k of defaultExportKeys(code)) expect(offered).toContain(k);
    }
  });

  it('§2.5 超长停车 offers 停留时间 and no alarm columns; alarms offer no 停留时间', () => {
    expect(exportKeysOf(11)).toContain('displayTime');
    expect(exportKeysOf(11)).not.toContain('alarmTime');
    expect(exportKeysOf(5)).toContain('alarmTime');
    expect(exportKeysOf(5)).not.toContain('displayTime');
    expect(defaultExportKeys(3)).toContain('alarmStr');
  });
});

describe('row values', () => {
  it('§2.5 定位 kinds', () => {
    expect(positionKind(-1)).toBe('none');
    expect(positionKind(0)).toBe('weak');
    expect(positionKind(1)).toBe('gps');
    expect(positionKind(2)).toBe('wifi');
    expect(positionKind(4)).toBe('lbs');
  });

  it('§2.5 trend cards run oldest → newest (seventhData … firstData)', () => {
    expect(trendSeries({ firstData: 7, seventhData: 1, thirdData: 5 })).toEqual([1, 0, 0, 0, 5, 0, 7]);
  });
});
