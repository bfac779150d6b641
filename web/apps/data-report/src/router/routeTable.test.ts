import { describe, expect, it } from 'vitest';
import { dataReportRoutes, menuRoutes, routeOfPath } from './routeTable';

describe('data-report route table', () => {
  it('§1.1 the fifteen reports at /dataReport/… with menu ids 1501–1515, then 车辆日在线 (R-ROUTE-9)', () => {
    expect(dataReportRoutes.map((r) => r.menuId)).toEqual([...Array.from({ length: 15 }, (_, i) => 1501 + i), 9020]);
    expect(routeOfPath('/dataReport/mileageReport/')?.title).toBe('里程报表');
    expect(routeOfPath('/dataReport/alarmInfo')?.title).toBe('报警记录');
    expect(routeOfPath('/dataReport/carDayOnline')?.title).toBe('车辆日在线');
  });

  it('R-PERM-6 the menu lists only the reports the user holds', () => {
    const held = new Set([1507, 1501, 9020]);
    expect(menuRoutes((id) => held.has(id)).map((r) => r.title)).toEqual(['报警记录', '里程报表', '车辆日在线']);
  });
});
