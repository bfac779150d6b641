// Tests of the car app's mount rules: router base per mode and the platformId without system info.
import { describe, expect, it } from 'vitest';
import { CAR_PLATFORM_ID, carPlatformId } from '../services/carServices';
import { MONITOR_MENU_ID, PLAYBACK_MENU_ID, RISK_MENU_ID, UNREGISTERED_MENU_ID } from '../access';
import { DEFAULT_PATH, carRoutes, menuRoutes, routeOfPath, routerBasename } from './routeTable';

describe('car sub-app', () => {
  it('R-APP-6 runs under /car in the shell and under /child/car stand-alone, with the same inner paths', () => {
    expect(routerBasename(true, '/car')).toBe('/car');
    expect(routerBasename(true)).toBe('/car');
    expect(routerBasename(false, '/car')).toBe('/child/car');
    expect(carRoutes.map((r) => r.path)).toContain(DEFAULT_PATH);
  });

  it('R-APP-3 uses platformId 1 without system info, the shell’s otherwise', () => {
    expect(carPlatformId()).toBe(1);
    expect(carPlatformId({})).toBe(1);
    expect(carPlatformId({ platformId: CAR_PLATFORM_ID })).toBe(8);
  });

  it('R-ROUTE-8 playback lives at /playback under the app (opened as /car/playback)', () => {
    expect(carRoutes.find((r) => r.path === '/playback')?.title).toBe('轨迹回放');
  });

  it('未注册设备 is a menu page for whoever holds 900803 (the administrator role), not for 普通用户; 轨迹回放 is listed', () => {
    const admin = new Set([MONITOR_MENU_ID, PLAYBACK_MENU_ID, UNREGISTERED_MENU_ID]);
    const user = new Set([MONITOR_MENU_ID, PLAYBACK_MENU_ID]);
    expect(menuRoutes((id) => admin.has(id)).map((r) => r.title)).toEqual(['监控中心', '轨迹回放', '未注册设备']);
    expect(menuRoutes((id) => user.has(id)).map((r) => r.title)).toEqual(['监控中心', '轨迹回放']);
    expect(routeOfPath('/unregistered/')?.menuId).toBe(UNREGISTERED_MENU_ID);
    expect(routeOfPath('/playback')?.menu).toBe(true);
    expect(routeOfPath('/nowhere')).toBeUndefined();
  });

  it('风控中心 (v3-console-inventory §2.5) is a menu page of 900804, listed after the others', () => {
    const held = new Set([MONITOR_MENU_ID, PLAYBACK_MENU_ID, RISK_MENU_ID]);
    expect(menuRoutes((id) => held.has(id)).map((r) => r.title)).toEqual(['监控中心', '轨迹回放', '风控中心']);
    expect(routeOfPath('/risk')?.menuId).toBe(RISK_MENU_ID);
  });
});
