// What live push delivers while a list loads: the loaded list may be older than those items, so the
// loader takes them back in once it has its answer (the monitor's alarm panel, the shell's alarm tip).

export interface PushedDuringLoad<T> {
  /** Starts collecting for a new load (a newer load takes over); returns its end: what was pushed since. */
  begin(): () => T[];
  /** Items just pushed. */
  record(items: readonly T[]): void;
}

export function pushedDuringLoad<T>(): PushedDuringLoad<T> {
  let current: T[] | undefined;
  return {
    begin() {
      const mine: T[] = [];
      current = mine;
      return () => {
        if (current === mine) current = undefined;
        return mine;
      };
    },
    record(items) {
      current?.push(...items);
    },
  };
}
