import { appsTexts as texts } from './texts';
// The sub-applications hosted by the shell (R-APP-1) and how their paths and menu ids are derived.

export interface SubAppInfo {
  /** Name registered with the micro-frontend loader; also the path segment and the build folder. */
  name: string;
  platformId: number;
  /** Chinese title used when the server's platform list gives none. */
  title: string;
}

export const SUB_APPS: readonly SubAppInfo[] = [
  { name: 'car', platformId: 8, title: texts.car },
  { name: 'card', platformId: 11, title: texts.card },
  { name: 'system', platformId: 12, title: texts.system },
  { name: 'pet', platformId: 13, title: texts.pet },
  { name: 'dataCenter', platformId: 17, title: texts.dataCenter },
  { name: 'elec-car', platformId: 18, title: texts.elecCar },
  { name: 'data-report', platformId: 20, title: texts.dataReport },
  { name: 'elec-lease', platformId: 23, title: texts.elecLease },
  { name: 'elec-gb', platformId: 26, title: texts.elecGb },
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

/** The offline base map's data ships with the car app's build; the shell and the other apps read it there. */
export const SHARED_BASEMAP_URL = `${subAppEntry('car')}basemap/`;

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
