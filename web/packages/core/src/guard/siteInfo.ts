// The customer configuration of the current host, kept in memory once the guard has read it.
import type { CustomerInfo } from '../envelope';

export interface SiteInfoStore {
  get(): CustomerInfo;
  set(info: CustomerInfo): void;
  subscribe(listener: () => void): () => void;
}

export function createSiteInfoStore(): SiteInfoStore {
  let info: CustomerInfo = {};
  const listeners = new Set<() => void>();
  return {
    get: () => info,
    set(next) {
      info = { ...next };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
