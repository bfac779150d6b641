// Tests of the sub-app table and its derived paths and menu ids.
import { describe, expect, it } from 'vitest';
import { SUB_APPS, isUnderPath, subAppBasePath, subAppEntry, subAppMenuId, subAppOfPath } from './apps';
import { APP_TYPE, CAR_DEFAULT_PLATFORM_ID, PRODUCT_ID, SHELL_PLATFORM_ID } from './constants';

describe('sub-apps', () => {
  it('R-APP-1 lists the nine sub-apps with their platform ids', () => {
    expect(SUB_APPS.map((a) => [a.name, a.platformId])).toEqual([
      ['car', 8],
      ['card', 11],
      ['system', 12],
      ['pet', 13],
      ['dataCenter', 17],
      ['elec-car', 18],
      ['data-report', 20],
      ['elec-lease', 23],
      ['elec-gb', 26],
    ]);
  });

  it('R-APP-2 R-APP-4 shell platformId 0, product bycl, app type carWeb4 (car default platformId 1 kept for the car app)', () => {
    expect(SHELL_PLATFORM_ID).toBe(0);
    expect(CAR_DEFAULT_PLATFORM_ID).toBe(1);
    expect(PRODUCT_ID).toBe('bycl');
    expect(APP_TYPE).toBe('carWeb4');
  });

  it('R-ROUTE-2 loads each sub-app from /child/<name>/ and mounts it under /<name>', () => {
    expect(subAppEntry('elec-car')).toBe('/child/elec-car/');
    expect(subAppBasePath('data-report')).toBe('/data-report');
    expect(subAppMenuId(8)).toBe(9008);
  });

  it('R-ROUTE-2 matches sub-app paths by whole segments', () => {
    expect(isUnderPath('/car', '/car')).toBe(true);
    expect(isUnderPath('/car/monitor', '/car')).toBe(true);
    expect(isUnderPath('/card/x', '/car')).toBe(false);
    expect(subAppOfPath('/card/x')?.name).toBe('card');
    expect(subAppOfPath('/elec-car/a')?.name).toBe('elec-car');
    expect(subAppOfPath('/center/notice')).toBeUndefined();
  });
});
