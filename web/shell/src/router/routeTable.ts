// The shell's one route table (R-ROUTE-1..6): paths, names, meta (ignoreAuth, main, menu ids) and
// lazily loaded pages. Layout, guard, menus and permission checks all read from it.
import type { ComponentType } from 'react';
import { SUB_APPS, subAppBasePath, subAppMenuId, type RouteMeta } from '@chelian/core';
import { routeTableTexts as texts } from '../texts';

export interface ShellRoute {
  path: string;
  name?: string;
  meta?: RouteMeta;
  /** Loads the page component on demand. */
  page?: () => Promise<ComponentType>;
  /** Replaces the URL with this path. */
  redirect?: string;
  /** Mounted by qiankun: the router renders nothing here. */
  subApp?: string;
  children?: ShellRoute[];
}

export const HOME_PATH = '/home';
export const CENTER_DEFAULT_PATH = '/center/notice';

const centerChildren: ShellRoute[] = [
  {
    path: 'notice',
    name: 'notice',
    meta: { title: texts.notice, menuId: 4002 },
    page: async () => (await import('../pages/center/NoticePage')).NoticePage,
  },
  {
    path: 'security',
    name: 'security',
    meta: { title: texts.security, menuId: 4001 },
    page: async () => (await import('../pages/center/SecurityPage')).SecurityPage,
  },
  {
    path: 'download',
    name: 'download',
    meta: { title: texts.download, menuId: 1601 },
    page: async () => (await import('../pages/center/DownloadPage')).DownloadPage,
  },
  {
    path: 'detail',
    name: 'noticeDetail',
    meta: { title: texts.noticeDetail, menuId: 1601 },
    page: async () => (await import('../pages/center/NoticeDetailPage')).NoticeDetailPage,
  },
  {
    path: 'alarmSetting',
    name: 'alarmSetting',
    meta: { title: texts.alarmSetting, menuId: 400301 },
    page: async () => (await import('../pages/center/AlarmSettingPage')).AlarmSettingPage,
  },
  {
    path: 'alarmPush',
    name: 'alarmPush',
    meta: { title: texts.alarmPush, menuId: 400302 },
    page: async () => (await import('../pages/center/AlarmPushPage')).AlarmPushPage,
  },
  {
    path: 'health',
    name: 'health',
    meta: { title: texts.health, menuId: 400303 },
    page: async () => (await import('../pages/center/HealthPage')).HealthPage,
  },
];

/** One route per sub-app: `/<name>/*`, guarded by the menu id 9000 + platformId (R-ROUTE-2). */
export const subAppRoutes: ShellRoute[] = SUB_APPS.map((app) => ({
  path: `${subAppBasePath(app.name)}/*`,
  name: app.name,
  subApp: app.name,
  meta: { title: app.title, ignoreAuth: true, menuId: subAppMenuId(app.platformId), subApp: app.name },
}));

export const routeTable: ShellRoute[] = [
  {
    path: '/reload',
    name: 'reload',
    page: async () => (await import('../pages/reload/ReloadPage')).ReloadPage,
  },
  { path: '/', redirect: HOME_PATH },
  {
    path: '/checkLogin',
    name: 'checkLogin',
    meta: { ignoreAuth: false },
    page: async () => (await import('../pages/check-login/CheckLoginPage')).CheckLoginPage,
  },
  {
    path: HOME_PATH,
    name: 'Home',
    meta: { title: texts.home, ignoreAuth: true },
    page: async () => (await import('../pages/home/HomePage')).HomePage,
  },
  {
    path: '/center',
    name: 'center',
    meta: { title: texts.center, ignoreAuth: true },
    children: [{ path: '', redirect: CENTER_DEFAULT_PATH }, ...centerChildren],
  },
  {
    path: '/commandReport',
    name: 'commandReport',
    meta: { title: texts.commandReport, ignoreAuth: true, menuId: 4004 },
    page: async () => (await import('../pages/command-report/CommandReportPage')).CommandReportPage,
  },
  {
    path: '/404',
    name: '404',
    meta: { title: '404', main: true, ignoreAuth: false, noHistory: true },
    page: async () => (await import('../pages/not-found/NotFoundPage')).NotFoundPage,
  },
  {
    path: '/login',
    name: 'Login',
    meta: { title: texts.login, ignoreAuth: false },
    page: async () => (await import('../pages/login/LoginPage')).LoginPage,
  },
  ...subAppRoutes,
  { path: '*', meta: { ignoreAuth: false }, redirect: '/404' },
];

/** Routes shown without the layout (R-ROUTE-10). */
export const PUBLIC_ROUTES: readonly string[] = ['/login', '/reload', '/checkLogin'];

export function isPublicRoute(pathname: string): boolean {
  return PUBLIC_ROUTES.includes(pathname.replace(/\/+$/, '') || '/');
}
