// Address lookup for the console (console-spec §7, R-ADDR-1..4, R-ERR-6): points asked for in the
// same tick are sent together, at most 50 per request; answers are cached by position and the cache
// is cleared when it passes 1000 entries; a failure, an empty or missing answer gives 获取位置失败.
// An answer the server placed only in its district (level "district") says so after the address.
import { addressTexts } from '../texts';

export const ADDRESS_BATCH_SIZE = 50;
export const ADDRESS_CACHE_LIMIT = 1000;
export const ADDRESS_FAILED = '获取位置失败';

/** One item of lonAndLatToAddressVOS. */
export interface AddressQuery {
  lon: number;
  lat: number;
  mac: string;
  index: number;
}

export interface AddressAnswer {
  index: number;
  address: string;
  /** How far the address reaches: "street" (online provider) or "district" (offline geocoder). */
  level?: string;
}

/** Sends one batch; resolves with the answers (any order), rejects on failure. */
export type FetchAddresses = (batch: AddressQuery[]) => Promise<AddressAnswer[] | string | null | undefined>;

interface Pending {
  lon: number;
  lat: number;
  key: string;
  resolve: (address: string) => void;
}

export class AddressBatcher {
  private readonly cache = new Map<string, string>();
  private queue: Pending[] = [];
  private scheduled = false;

  constructor(private readonly fetchBatch: FetchAddresses) {}

  /** The address of a WGS-84 point. Never rejects: failures resolve to 获取位置失败. */
  lookup(lon: number, lat: number): Promise<string> {
    const key = `${lon.toFixed(5)}_${lat.toFixed(5)}`;
    const cached = this.cache.get(key);
    if (cached !== undefined) return Promise.resolve(cached);
    return new Promise((resolve) => {
      this.queue.push({ lon, lat, key, resolve });
      if (!this.scheduled) {
        this.scheduled = true;
        queueMicrotask(() => this.flush());
      }
    });
  }

  get cacheSize(): number {
    return this.cache.size;
  }

  private flush(): void {
    this.scheduled = false;
    const all = this.queue;
    this.queue = [];
    for (let start = 0; start < all.length; start += ADDRESS_BATCH_SIZE) {
      void this.send(all.slice(start, start + ADDRESS_BATCH_SIZE));
    }
  }

  private async send(batch: Pending[]): Promise<void> {
    const queries = batch.map((p, index) => ({ lon: p.lon, lat: p.lat, mac: '', index }));
    let answers: AddressAnswer[] = [];
    try {
      const reply = await this.fetchBatch(queries);
      // An empty result or the literal empty-list string is a failure (R-ERR-6).
      if (Array.isArray(reply)) answers = reply;
    } catch {
      answers = [];
    }
    const byIndex = new Map(answers.map((a) => [Number(a.index), withLevel(a)]));
    batch.forEach((p, index) => {
      const address = byIndex.get(index);
      if (address && address !== ADDRESS_FAILED) {
        if (this.cache.size >= ADDRESS_CACHE_LIMIT) this.cache.clear();
        this.cache.set(p.key, address);
        p.resolve(address);
      } else {
        p.resolve(ADDRESS_FAILED);
      }
    });
  }
}

function withLevel({ address, level }: AddressAnswer): string {
  return address && address !== ADDRESS_FAILED && level === 'district' ? `${address}${addressTexts.districtOnly}` : address;
}
