// Typed calls of 分享: create a link for one bike (hours of life), list and revoke the links.
import { unwrap, type HttpClient } from '@chelian/core';

export const SHARE_PATHS = {
  create: '/car/v4/api/elecar/share/create.json',
  list: '/car/v4/api/elecar/share/list.json',
  revoke: '/car/v4/api/elecar/share/revoke.json',
} as const;

export interface ShareLink {
  id: number;
  vehicleId: number;
  plate: string;
  createdAt: string;
  expiresAt: string;
  views: number;
  state: string;
  active: 0 | 1;
  /** Present while active: the page's path with the token in its fragment. */
  url?: string;
}

/** The lives a link may have (the server allows 1–72 hours). */
export const SHARE_HOURS = [1, 6, 24, 72] as const;

/** The full address to send: this site's origin and the link's path. */
export function shareAddress(origin: string, url: string): string {
  return origin + url;
}

export function createShareApi(http: HttpClient) {
  return {
    async create(vehicleId: number, hours: number): Promise<ShareLink> {
      return unwrap(await http.postJson<ShareLink>(SHARE_PATHS.create, { vehicleId, hours }));
    },
    async list(): Promise<ShareLink[]> {
      const obj = unwrap(await http.get<{ data?: ShareLink[] }>(SHARE_PATHS.list));
      return Array.isArray(obj?.data) ? obj.data : [];
    },
    async revoke(id: number): Promise<void> {
      unwrap(await http.postJson<unknown>(SHARE_PATHS.revoke, { id }));
    },
  };
}
