// The sub-app kit without React: platformId and basename per mount mode, the permission loading
// (from the shell's message when embedded, from the server stand-alone, to login without a
// session), and the route-table rules (held menu, route of a path, the root's target, page access).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPermissionStore } from '../permissions/permissionStore';
import type { ResourceNode } from '../permissions/resource';
import { onMessage, sendMessage } from '../messages/messageBus';
import { RequestError } from '../http/errors';
import { createStorage } from '../storage/storage';
import { saveSessionId } from '../session/session';
import { createSubAppCore, subAppPlatformId, subAppRouterBasename } from './subAppCore';
import { startPermissionLoading } from './permissionLoading';
import { findRouteOfPath, heldMenuRoutes, indexTarget, pageAccess } from './routeRules';

const TREE: ResourceNode[] = [
  { id: 9012, name: '系统管理', type: 1, children: [{ id: 901201, name: '用户管理', type: 2 }, { id: 901202, name: '车辆管理', type: 2 }] },
];

afterEach(() => window.localStorage.clear());

describe('sub-app mount rules', () => {
  it('R-APP-3 R-ENT-1 sends the shell’s platformId when given, the app’s default otherwise', () => {
    expect(subAppPlatformId(undefined, 1)).toBe(1);
    expect(subAppPlatformId({}, 12)).toBe(12);
    expect(subAppPlatformId({ platformId: 8 }, 1)).toBe(8);
    expect(createSubAppCore({ embedded: true, platformId: 12, defaultPlatformId: 1 }).platformId).toBe(12);
    expect(createSubAppCore({ embedded: false, defaultPlatformId: 12 }).platformId).toBe(12);
  });

  it('R-APP-6 R-ROUTE-2 runs under /<name> in the shell and /child/<name> stand-alone', () => {
    expect(subAppRouterBasename('system', true)).toBe('/system');
    expect(subAppRouterBasename('system', true, '/sys')).toBe('/sys');
    expect(subAppRouterBasename('system', false, '/system')).toBe('/child/system');
    expect(subAppRouterBasename('car', false)).toBe('/child/car');
  });
});

describe('permission loading', () => {
  const listResources = vi.fn(async (): Promise<ResourceNode[]> => TREE);
  const access = { listResources, listPlatformsByRole: vi.fn() };

  it('R-MSG-1 embedded: asks the shell with getResourceData and follows changeResourceData', () => {
    const permissions = createPermissionStore();
    const asked = vi.fn();
    const offAsk = onMessage('getResourceData', asked);
    const goLogin = vi.fn();
    const stop = startPermissionLoading({ embedded: true, permissions, access, storage: createStorage('main') }, goLogin);
    expect(asked).toHaveBeenCalledTimes(1);
    sendMessage('changeResourceData', { resources: TREE });
    expect(permissions.hasMenu(901202)).toBe(true);
    stop();
    sendMessage('changeResourceData', { resources: [] });
    expect(permissions.menuSize()).toBeGreaterThan(0);
    expect(listResources).not.toHaveBeenCalled();
    expect(goLogin).not.toHaveBeenCalled();
    offAsk();
  });

  it('R-PERM-2 stand-alone: reads the server’s resource list with the shared session', async () => {
    const storage = createStorage('main');
    saveSessionId(storage, 'abc');
    const permissions = createPermissionStore();
    startPermissionLoading({ embedded: false, permissions, access, storage }, vi.fn());
    await vi.waitFor(() => expect(permissions.hasMenu(901201)).toBe(true));
  });

  it('stand-alone without a session, or when it expired, goes to the login page', async () => {
    const goLogin = vi.fn();
    startPermissionLoading({ embedded: false, permissions: createPermissionStore(), access, storage: createStorage('main') }, goLogin);
    expect(goLogin).toHaveBeenCalledTimes(1);
    const storage = createStorage('main');
    saveSessionId(storage, 'abc');
    const expired = { listResources: vi.fn(async () => Promise.reject(new RequestError('session'))), listPlatformsByRole: vi.fn() };
    startPermissionLoading({ embedded: false, permissions: createPermissionStore(), access: expired, storage }, goLogin);
    await vi.waitFor(() => expect(goLogin).toHaveBeenCalledTimes(2));
  });
});

describe('route-table rules', () => {
  const routes = [
    { path: '/user', menuId: 901201, menu: true },
    { path: '/vehicle', menuId: 901202, menu: true },
    { path: '/detail', menuId: 901202 },
    { path: '/role', menuId: 901208, menu: true },
  ];

  it('R-PERM-5 lists the held menu pages in table order and finds a path’s route', () => {
    const held = new Set([901202, 901208]);
    expect(heldMenuRoutes(routes, (id) => held.has(id)).map((r) => r.path)).toEqual(['/vehicle', '/role']);
    expect(findRouteOfPath(routes, '/role/')?.menuId).toBe(901208);
    expect(findRouteOfPath(routes, '/nowhere')).toBeUndefined();
  });

  it('R-PERM-2 the root waits for the resource list, then opens the first page held', () => {
    const permissions = createPermissionStore();
    expect(indexTarget(routes, permissions)).toBe('loading');
    expect(pageAccess(901201, permissions)).toBe('loading');
    permissions.load([{ id: 9012, name: '系统管理', type: 1, children: [{ id: 901208, name: '角色管理', type: 2 }] }]);
    expect(indexTarget(routes, permissions)).toBe(routes[3]);
    expect(pageAccess(901208, permissions)).toBe('allowed');
    expect(pageAccess(901201, permissions)).toBe('denied');
    permissions.load([{ id: 4001, name: '安全中心', type: 2 }]);
    expect(indexTarget(routes, permissions)).toBeUndefined();
  });
});
