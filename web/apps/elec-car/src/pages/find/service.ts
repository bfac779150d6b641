// Typed calls of 实时定位 (找车): the bike's last place with a hint from where the owner stands, and
// frequent reporting (the catalogue's TRACK: every 10 s for 10 minutes).
import { unwrap, type HttpClient, type SentCommand } from '@chelian/core';
import type { Bike } from '../../model/bikeView';

export const FIND_PATH = '/car/v4/api/elecar/findBike.json';
export const FREQUENT_PATH = '/car/v4/api/elecar/frequent.json';
/** TRACK's commandMsg: interval 10 s, for 600 s. */
export const FREQUENT_MSG = '10,600';

export type FoundBike = Bike & { hint?: string; distanceM?: number; bearing?: number };

export function createFindApi(http: HttpClient) {
  return {
    async find(vehicleId: number, owner?: { lat: number; lon: number }): Promise<FoundBike> {
      return unwrap(await http.get<FoundBike>(FIND_PATH, { vehicleId, ...(owner ?? {}) }));
    },
    async frequent(vehicleId: number): Promise<SentCommand> {
      return unwrap(await http.postJson<SentCommand>(FREQUENT_PATH, { vehicleId, commandMsg: FREQUENT_MSG }));
    },
  };
}
