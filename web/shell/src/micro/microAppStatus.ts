// Load state of each sub-app (loading → mounted, or error), for the container to show progress,
// a visible error and a retry.

export type MicroAppState = { status: 'loading' } | { status: 'mounted' } | { status: 'error'; detail: string };

export interface MicroAppStatusStore {
  get(name: string): MicroAppState | undefined;
  set(name: string, state: MicroAppState): void;
  subscribe(listener: () => void): () => void;
  version(): number;
}

export function createMicroAppStatusStore(): MicroAppStatusStore {
  const states = new Map<string, MicroAppState>();
  const listeners = new Set<() => void>();
  let version = 0;
  return {
    get: (name) => states.get(name),
    set(name, state) {
      states.set(name, state);
      version += 1;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/** The shell's single status store. */
export const microAppStatus = createMicroAppStatusStore();
