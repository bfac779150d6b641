// App storage: typed access to localStorage under the app-name prefix (R-STORE-1), JSON-encoded values.
import { STORAGE_DEFAULTS, STORAGE_KEYS, baseUrlKey, type StorageKey, type StoredValues } from './keys';

export interface AppStorage {
  readonly prefix: string;
  /** The real key of `name`, e.g. `main_sessionId`. */
  key(name: StorageKey): string;
  get<K extends StorageKey>(name: K): StoredValues[K] | undefined;
  set<K extends StorageKey>(name: K, value: StoredValues[K]): void;
  remove(...names: StorageKey[]): void;
  /** Removes every key of STORAGE_KEYS under this prefix (the base URL override stays). */
  removeAll(): void;
  /** Base URL override stored under `<prefix>_baseUrl`; '' when none. */
  getBaseUrl(): string;
  setBaseUrl(url: string): void;
}

/** Parses a stored value; values written by hand (not JSON) come back as the raw string. */
function decode(raw: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return raw;
  }
}

export function createStorage(prefix: string, backend: Storage = window.localStorage): AppStorage {
  const key = (name: StorageKey): string => `${prefix}_${name}`;
  return {
    prefix,
    key,
    get(name) {
      const raw = backend.getItem(key(name));
      if (raw === null) return STORAGE_DEFAULTS[name] as StoredValues[typeof name] | undefined;
      return decode(raw) as StoredValues[typeof name];
    },
    set(name, value) {
      backend.setItem(key(name), JSON.stringify(value));
    },
    remove(...names) {
      for (const name of names) backend.removeItem(key(name));
    },
    removeAll() {
      for (const name of STORAGE_KEYS) backend.removeItem(key(name));
    },
    getBaseUrl() {
      const raw = backend.getItem(baseUrlKey(prefix));
      if (raw === null) return '';
      const value = decode(raw);
      return typeof value === 'string' ? value : '';
    },
    setBaseUrl(url) {
      backend.setItem(baseUrlKey(prefix), JSON.stringify(url));
    },
  };
}
