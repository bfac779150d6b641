// Tests of the navigation guard's four steps (console-spec §2) with fake effects.
import { describe, expect, it, vi } from 'vitest';
import type { CustomerInfo, Envelope } from '../envelope';
import { RequestError } from '../http/errors';
import { navigationGuard, type GuardEffects } from './navigationGuard';
import type { RouteMeta } from './routeMeta';

interface FakeOptions {
  first?: boolean;
  customer?: Envelope<CustomerInfo> | Error;
  menu?: number;
  /** Menu size after loading, or an error the load rejects with. */
  loaded?: number | Error;
}

function effects(o: FakeOptions = {}) {
  let first = o.first ?? false;
  let menu = o.menu ?? 0;
  const fx = {
    isFirstNavigation: vi.fn(() => first),
    markFirstNavigationDone: vi.fn(() => {
      first = false;
    }),
    fetchCustomerInfo: vi.fn(async () => {
      if (o.customer instanceof Error) throw o.customer;
      return o.customer ?? { flag: 1, obj: {} };
    }),
    applyCustomerInfo: vi.fn(),
    menuSize: vi.fn(() => menu),
    loadPermissions: vi.fn(async () => {
      if (o.loaded instanceof Error) throw o.loaded;
      menu = o.loaded ?? 0;
    }),
  } satisfies GuardEffects;
  return fx;
}

const to = (path: string, meta: RouteMeta = {}) => ({ path, meta });

describe('navigation guard', () => {
  it('R-GUARD-1 requests the customer configuration on the first navigation only', async () => {
    const fx = effects({ first: true, menu: 3 });
    await navigationGuard(to('/home', { ignoreAuth: true }), fx);
    await navigationGuard(to('/home', { ignoreAuth: true }), fx);
    expect(fx.fetchCustomerInfo).toHaveBeenCalledTimes(1);
  });

  it('R-GUARD-2 R-ERR-2 flag 5001 on customer info goes to /reload', async () => {
    const fx = effects({ first: true, customer: { flag: 5001, msg: '已停用' } });
    await expect(navigationGuard(to('/home', { ignoreAuth: true }), fx)).resolves.toEqual({ action: 'redirect', to: '/reload' });
    expect(fx.applyCustomerInfo).not.toHaveBeenCalled();
  });

  it('R-GUARD-2 any flag other than 1 (or a failed call) goes to /reload, and /reload then passes', async () => {
    const zero = effects({ first: true, customer: { flag: 0 } });
    await expect(navigationGuard(to('/login', { ignoreAuth: false }), zero)).resolves.toEqual({ action: 'redirect', to: '/reload' });
    await expect(navigationGuard(to('/reload'), zero)).resolves.toEqual({ action: 'pass' });
    const down = effects({ first: true, customer: new RequestError('transport') });
    await expect(navigationGuard(to('/home'), down)).resolves.toEqual({ action: 'redirect', to: '/reload' });
  });

  it('R-GUARD-3 stores and applies the returned customer info', async () => {
    const info = { iconUrl: '/i.png', description: 'd', keyword: 'k', title: '车联' };
    const fx = effects({ first: true, customer: { flag: 1, obj: info }, menu: 1 });
    await navigationGuard(to('/home', { ignoreAuth: true }), fx);
    expect(fx.applyCustomerInfo).toHaveBeenCalledWith(info);
  });

  it('R-GUARD-4 later navigation to /checkLogin or /reload always passes', async () => {
    const fx = effects({ loaded: new RequestError('transport') });
    await expect(navigationGuard(to('/checkLogin', { ignoreAuth: false }), fx)).resolves.toEqual({ action: 'pass' });
    await expect(navigationGuard(to('/reload'), fx)).resolves.toEqual({ action: 'pass' });
    expect(fx.loadPermissions).not.toHaveBeenCalled();
  });

  it('R-GUARD-5 a route with ignoreAuth false passes without further checks', async () => {
    const fx = effects({ menu: 0 });
    await expect(navigationGuard(to('/login', { ignoreAuth: false }), fx)).resolves.toEqual({ action: 'pass' });
    await expect(navigationGuard(to('/404', { ignoreAuth: false, main: true }), fx)).resolves.toEqual({ action: 'pass' });
    expect(fx.loadPermissions).not.toHaveBeenCalled();
  });

  it('R-GUARD-6 loads the permission list when the menu set is empty, not when it is filled', async () => {
    const empty = effects({ menu: 0, loaded: 5 });
    await navigationGuard(to('/home', { ignoreAuth: true }), empty);
    expect(empty.loadPermissions).toHaveBeenCalledTimes(1);
    const filled = effects({ menu: 5 });
    await expect(navigationGuard(to('/center/notice', { ignoreAuth: true }), filled)).resolves.toEqual({ action: 'pass' });
    expect(filled.loadPermissions).not.toHaveBeenCalled();
    // Routes without meta (ignoreAuth absent) are checked too.
    const bare = effects({ menu: 0, loaded: 0 });
    await expect(navigationGuard(to('/car/monitor'), bare)).resolves.toEqual({ action: 'redirect', to: '/login' });
  });

  it('R-GUARD-7 non-empty menu proceeds, empty menu goes to /login, a failure goes to /reload', async () => {
    await expect(navigationGuard(to('/home', { ignoreAuth: true }), effects({ loaded: 2 }))).resolves.toEqual({ action: 'pass' });
    await expect(navigationGuard(to('/home', { ignoreAuth: true }), effects({ loaded: 0 }))).resolves.toEqual({
      action: 'redirect',
      to: '/login',
    });
    await expect(
      navigationGuard(to('/home', { ignoreAuth: true }), effects({ loaded: new RequestError('transport') })),
    ).resolves.toEqual({ action: 'redirect', to: '/reload' });
  });

  it('R-ERR-1 R-ERR-2 a 4010 on the resource list goes straight to /login; 5001 to /reload', async () => {
    const expired = effects({ loaded: new RequestError('session', { flag: 4010, msg: '登陆超时!' }) });
    await expect(navigationGuard(to('/home', { ignoreAuth: true }), expired)).resolves.toEqual({ action: 'redirect', to: '/login' });
    const reload = effects({ loaded: new RequestError('api', { flag: 5001 }) });
    await expect(navigationGuard(to('/home', { ignoreAuth: true }), reload)).resolves.toEqual({ action: 'redirect', to: '/reload' });
  });
});
