// The app's permission state: menu and button maps that start empty and are filled from the
// resource list (R-PERM-2). Subscribable so React can re-render when it changes.
import { collectPermissions } from './permissionMaps';
import type { ResourceNode } from './resource';

export interface PermissionStore {
  /** The resource tree last loaded (empty before the first load). */
  readonly resources: readonly ResourceNode[];
  hasMenu(id: number): boolean;
  hasButton(id: number): boolean;
  menuSize(): number;
  buttonSize(): number;
  load(roots: readonly ResourceNode[]): void;
  reset(): void;
  subscribe(listener: () => void): () => void;
  /** Changes on every load/reset (for useSyncExternalStore). */
  version(): number;
}

export function createPermissionStore(): PermissionStore {
  let maps = collectPermissions([]);
  let resources: readonly ResourceNode[] = [];
  let version = 0;
  const listeners = new Set<() => void>();
  const changed = (): void => {
    version += 1;
    for (const listener of listeners) listener();
  };
  return {
    get resources() {
      return resources;
    },
    hasMenu: (id) => maps.menus.has(Number(id)),
    hasButton: (id) => maps.buttons.has(Number(id)),
    menuSize: () => maps.menus.size,
    buttonSize: () => maps.buttons.size,
    load(roots) {
      resources = roots;
      maps = collectPermissions(roots);
      changed();
    },
    reset() {
      resources = [];
      maps = collectPermissions([]);
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
