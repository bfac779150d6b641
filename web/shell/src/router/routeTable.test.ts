// Tests of the shell's route table: paths, names, meta, menu ids, public routes.
import { describe, expect, it } from 'vitest';
import { isPublicRoute, routeTable, subAppRoutes, type ShellRoute } from './routeTable';

const flat = (routes: ShellRoute[], prefix = ''): Array<ShellRoute & { full: string }> =>
  routes.flatMap((r) => {
    const full = r.path.startsWith('/') ? r.path : `${prefix}/${r.path}`.replace(/\/$/, '');
    return [{ ...r, full }, ...flat(r.children ?? [], full)];
  });

const byPath = (path: string) => flat(routeTable).find((r) => r.full === path);

describe('route table', () => {
  it('R-ROUTE-1 declares no route parameters and loads every page on demand', () => {
    for (const route of flat(routeTable)) {
      expect(route.path).not.toContain(':');
      if (!route.redirect && !route.subApp && !route.children) expect(typeof route.page).toBe('function');
    }
  });

  it('R-ROUTE-3 has /reload and redirects / to /home', () => {
    expect(byPath('/reload')?.page).toBeTypeOf('function');
    expect(byPath('/')?.redirect).toBe('/home');
  });

  it('R-ROUTE-5 carries the meta of the spec table', () => {
    expect(byPath('/home')).toMatchObject({ name: 'Home', meta: { title: '首页', ignoreAuth: true } });
    expect(byPath('/center')).toMatchObject({ name: 'center', meta: { title: '系统中心', ignoreAuth: true } });
    expect(byPath('/center')?.children?.[0]).toMatchObject({ path: '', redirect: '/center/notice' });
    expect(byPath('/404')).toMatchObject({ name: '404', meta: { main: true, ignoreAuth: false } });
    expect(byPath('/login')).toMatchObject({ name: 'Login', meta: { title: '登录', ignoreAuth: false } });
    expect(byPath('/checkLogin')).toMatchObject({ name: 'checkLogin', meta: { ignoreAuth: false } });
    expect(routeTable[routeTable.length - 1]).toMatchObject({ path: '*', redirect: '/404' });
  });

  it('R-ROUTE-6 routes the seven center children with their menu ids', () => {
    const children = byPath('/center')?.children?.filter((c) => !c.redirect) ?? [];
    expect(children.map((c) => [`/center/${c.path}`, c.name, c.meta?.title, c.meta?.menuId])).toEqual([
      ['/center/notice', 'notice', '站内信', 4002],
      ['/center/security', 'security', '安全中心', 4001],
      ['/center/download', 'download', '下载中心', 1601],
      ['/center/detail', 'noticeDetail', '公告详情', 1601],
      ['/center/alarmSetting', 'alarmSetting', '告警设置', 400301],
      ['/center/alarmPush', 'alarmPush', '推送设置', 400302],
      ['/center/health', 'health', '健康设置', 400303],
    ]);
  });

  it('R-ROUTE-2 gives each sub-app a /<name>/* route with no page of its own', () => {
    expect(subAppRoutes.map((r) => r.path)).toEqual([
      '/car/*',
      '/card/*',
      '/system/*',
      '/pet/*',
      '/dataCenter/*',
      '/elec-car/*',
      '/data-report/*',
      '/elec-lease/*',
      '/elec-gb/*',
    ]);
    expect(subAppRoutes.every((r) => r.page === undefined && r.subApp)).toBe(true);
    expect(subAppRoutes[0]?.meta).toMatchObject({ menuId: 9008, ignoreAuth: true });
  });

  it('R-ROUTE-10 treats /login, /reload and /checkLogin as public routes', () => {
    expect(['/login', '/reload', '/checkLogin', '/login/'].map(isPublicRoute)).toEqual([true, true, true, true]);
    expect(['/home', '/center/notice', '/404', '/car'].map(isPublicRoute)).toEqual([false, false, false, false]);
  });
});
