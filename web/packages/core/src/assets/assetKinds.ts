// The kinds of asset (assets.kind, migration 0003) and, for each, the sub-app that tracks it and the
// words it is named with: the shell names an alarm's asset and opens its monitor by them (D157).
import { EBIKE_WORDS, PERSON_WORDS, PET_WORDS, VEHICLE_WORDS, type AssetWords } from './assetWords';

/** assets.kind: 1 vehicle, 2 person (card), 3 pet, 4 e-bike. */
export type AssetKind = 1 | 2 | 3 | 4;

export const ASSET_KINDS = { vehicle: 1, person: 2, pet: 3, ebike: 4 } as const satisfies Record<string, AssetKind>;

export interface KindApp {
  /** The sub-app's name (apps.ts SUB_APPS): its path and its monitor's `/<app>/monitor`. */
  app: string;
  words: AssetWords;
  /** Whether its speed means something (a person's does not: the card's track has none). */
  speed: boolean;
}

const KIND_APPS: Record<AssetKind, KindApp> = {
  1: { app: 'car', words: VEHICLE_WORDS, speed: true },
  2: { app: 'card', words: PERSON_WORDS, speed: false },
  3: { app: 'pet', words: PET_WORDS, speed: true },
  4: { app: 'elec-car', words: EBIKE_WORDS, speed: true },
};

/** The app and words of `kind`; an unknown or missing kind (an older server) is a vehicle's. */
export function kindApp(kind: number | undefined): KindApp {
  return KIND_APPS[kind as AssetKind] ?? KIND_APPS[ASSET_KINDS.vehicle];
}
