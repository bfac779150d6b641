// The navigation guard of console-spec §2, as a pure function over injected effects
// (R-GUARD-1..7, R-ERR-1, R-ERR-2). The router wiring lives in each app.
import { FLAG_OK } from '../constants';
import type { CustomerInfo, Envelope } from '../envelope';
import { isSessionExpired } from '../http/errors';
import type { RouteMeta } from './routeMeta';

export const RELOAD_PATH = '/reload';
export const CHECK_LOGIN_PATH = '/checkLogin';
export const LOGIN_PATH = '/login';

export type GuardDecision = { action: 'pass' } | { action: 'redirect'; to: string };

export interface GuardTarget {
  path: string;
  meta: RouteMeta;
}

export interface GuardEffects {
  /** True until the first navigation has asked for the customer configuration. */
  isFirstNavigation(): boolean;
  markFirstNavigationDone(): void;
  fetchCustomerInfo(): Promise<Envelope<CustomerInfo>>;
  /** Stores the info and sets the page icon, description, keywords and (when present) title. */
  applyCustomerInfo(info: CustomerInfo): void;
  menuSize(): number;
  /** Loads the resource list into the permission store; rejects on failure. */
  loadPermissions(): Promise<void>;
}

const pass: GuardDecision = { action: 'pass' };
const redirect = (to: string): GuardDecision => ({ action: 'redirect', to });

export async function navigationGuard(target: GuardTarget, fx: GuardEffects): Promise<GuardDecision> {
  // 1. First navigation: the customer configuration of this host.
  if (fx.isFirstNavigation()) {
    fx.markFirstNavigationDone();
    let reply: Envelope<CustomerInfo>;
    try {
      reply = await fx.fetchCustomerInfo();
    } catch {
      return redirect(RELOAD_PATH);
    }
    // Flag 5001, like any flag other than 1, goes to /reload.
    if (Number(reply.flag) !== FLAG_OK) return redirect(RELOAD_PATH);
    fx.applyCustomerInfo(reply.obj ?? {});
  }
  // 2. /checkLogin and /reload always pass.
  if (target.path === CHECK_LOGIN_PATH || target.path === RELOAD_PATH) return pass;
  // 3. ignoreAuth false passes without further checks (literal reading).
  if (target.meta.ignoreAuth === false) return pass;
  // 4. Permissions, loaded when the menu set is empty.
  if (fx.menuSize() === 0) {
    try {
      await fx.loadPermissions();
    } catch (error) {
      // The resource-list call sends a 4010 straight to the login page (R-ERR-1).
      return redirect(isSessionExpired(error) ? LOGIN_PATH : RELOAD_PATH);
    }
    if (fx.menuSize() === 0) return redirect(LOGIN_PATH);
  }
  return pass;
}
