// The sub-applications hosted by the shell (R-APP-1) and how their paths and menu ids are derived.

export interface SubAppInfo {
  /** Name registered with the micro-frontend loader; also the path segment and the build folder. */
  name: string;
  platformId: number;
  /** Chinese title used when the server's platform list gives none. */
  title: string;
}

export const SUB_APPS: readonly SubAppInfo[] = [
  { name: 'car', platformId: 8, title: '智能车联' },
  { name: 'card', platformId: 11, title: '智能工牌' },
  { name: 'system', platformId: 12, title: '系统管理' },
  { name: 'pet', platformId: 13, title: '宠物守护' },
  { name: 'dataCenter', platformId: 17, title: '数据中心' },
  { name: 'elec-car', platformId: 18, title: '电动车守护' },
  { name: 'data-report', platformId: 20, title: '数据报表' },
  { name: 'elec-lease', platformId: 23, title: '电动车租赁' },
  { name: 'elec-gb', platformId: 26, title: '新国标' },
];

/** Menu ids of sub-app entries are 9000 + platformId in the resource tree. */
export const SUB_APP_MENU_BASE = 9000;

export function subAppMenuId(platformId: number): number {
  return SUB_APP_MENU_BASE + platformId;
}

/** Where a sub-app's build is served: `/child/<name>/` (R-ROUTE-2). */
export function subAppEntry(name: string): string {
  return `/child/${name}/`;
}

/** The shell path a sub-app lives under: `/<name>`. */
export function subAppBasePath(name: string): string {
  return `/${name}`;
}

/** True when `pathname` is the sub-app's base path or below it (segment-aware: /card is not /car). */
export function isUnderPath(pathname: string, base: string): boolean {
  const p = pathname.toLowerCase();
  const b = base.toLowerCase().replace(/\/+$/, '');
  return p === b || p.startsWith(`${b}/`);
}

/** The sub-app whose path `pathname` is under, if any. */
export function subAppOfPath(pathname: string): SubAppInfo | undefined {
  return SUB_APPS.find((app) => isUnderPath(pathname, subAppBasePath(app.name)));
}
