// The qiankun registration of the nine sub-apps (R-ROUTE-2): entry /child/<name>/, active under
// /<name> (whole segments) and only when the user holds the app's menu id.
import { SUB_APPS, isUnderPath, subAppBasePath, subAppEntry, subAppMenuId, type SystemInfo } from '@chelian/core';

export const MICRO_CONTAINER_ID = 'subapp-viewport';

/** What each sub-app receives as props when mounted. */
export interface SubAppProps extends SystemInfo {
  /** Router basename inside the shell, e.g. /car. */
  routerBase: string;
}

export interface MicroAppConfig {
  name: string;
  entry: string;
  container: string;
  activeRule: (location: Location) => boolean;
  props: SubAppProps;
}

export function buildMicroApps(isAllowed: (menuId: number) => boolean, baseUrl: () => string): MicroAppConfig[] {
  return SUB_APPS.map((app) => {
    const base = subAppBasePath(app.name);
    const menuId = subAppMenuId(app.platformId);
    return {
      name: app.name,
      entry: subAppEntry(app.name),
      container: `#${MICRO_CONTAINER_ID}`,
      activeRule: (location: Location) => isUnderPath(location.pathname, base) && isAllowed(menuId),
      props: {
        name: app.name,
        platformId: app.platformId,
        routerBase: base,
        get baseUrl() {
          return baseUrl();
        },
      },
    };
  });
}

/**
 * The sub-app an uncaught error belongs to, if any: single-spa errors carry `appOrParcelName`,
 * loader errors name the app in their message ("application 'car' died in status …").
 */
export function microAppOfError(error: unknown, names: readonly string[]): string | undefined {
  const candidates: unknown[] = [error];
  if (typeof error === 'object' && error !== null) {
    const e = error as { error?: unknown; reason?: unknown };
    candidates.push(e.error, e.reason);
  }
  for (const c of candidates) {
    if (typeof c !== 'object' || c === null) continue;
    const named = (c as { appOrParcelName?: unknown }).appOrParcelName;
    if (typeof named === 'string' && names.includes(named)) return named;
    const message = String((c as { message?: unknown }).message ?? '');
    const match = /application '([^']+)'/.exec(message) ?? /\[qiankun\].*?\b(?:in|of) ([\w-]+) entry/.exec(message);
    if (match?.[1] && names.includes(match[1])) return match[1];
  }
  return undefined;
}
