// Makes an app's permission store available to components and re-renders them when it changes.
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createPermissionStore, type PermissionStore } from '@chelian/core';

const PermissionContext = createContext<PermissionStore>(createPermissionStore());

export function PermissionProvider({ store, children }: { store: PermissionStore; children: ReactNode }) {
  return <PermissionContext.Provider value={store}>{children}</PermissionContext.Provider>;
}

/** The permission store; the calling component re-renders on every load/reset. */
export function usePermissions(): PermissionStore {
  const store = useContext(PermissionContext);
  useSyncExternalStore(store.subscribe, store.version, store.version);
  return store;
}
