// What live push delivers while a list loads: the loaded list may be older than those items, so the
// loader takes them back in once it has its answer (the monitor's alarm panel, the shell's alarm tip).
// Loads may overlap (the first load and the one after live push subscribed): only the newest load's
// answer counts, since an older answer may land after items the newer load is collecting.

export interface PushedDuringLoad<T> {
  /**
   * Starts collecting for a new load; returns its end: what was pushed since it began, or
   * `undefined` when a newer load began meanwhile (drop this answer: the newer one is fresher).
   */
  begin(): () => T[] | undefined;
  /** Items just pushed. */
  record(items: readonly T[]): void;
}

export function pushedDuringLoad<T>(): PushedDuringLoad<T> {
  let current: T[] | undefined;
  let newest: T[] | undefined;
  return {
    begin() {
      const mine: T[] = [];
      current = mine;
      newest = mine;
      return () => {
        if (newest !== mine) return undefined;
        if (current === mine) current = undefined;
        return mine;
      };
    },
    record(items) {
      current?.push(...items);
    },
  };
}
