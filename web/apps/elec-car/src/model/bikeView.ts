// A bike of bikes.json as the cards show it: its state and battery in words and colours. Pure.
import { bikeViewTexts as texts } from '../texts';

/** One row of /car/v4/api/elecar/bikes.json. */
export interface Bike {
  vehicleId: number;
  plate: string;
  groupName: string;
  terminalNo: string;
  terminalType: string;
  online: 0 | 1;
  /** 1 armed, 0 disarmed, -1 the device does not say. */
  armed: -1 | 0 | 1;
  locked: 0 | 1;
  /** -1: unknown. */
  batteryPct: number;
  packVoltage?: number;
  lat?: number;
  lon?: number;
  speed?: number;
  gpsTime?: string;
  lastSeen?: string;
  rangeKm?: number;
  kmPerPct?: number;
  rangeBasis?: 'history' | 'default';
  historyKm?: number;
  historyPct?: number;
}

export type BatteryLevel = 'high' | 'mid' | 'low' | 'unknown';

/** ≥ 50 % high, ≥ 20 % mid (the platform's low-battery alarm starts below 20 %), else low. */
export function batteryLevel(pct: number): BatteryLevel {
  if (pct < 0 || pct > 100) return 'unknown';
  if (pct >= 50) return 'high';
  if (pct >= 20) return 'mid';
  return 'low';
}

export const BATTERY_COLORS: Record<BatteryLevel, string> = {
  high: '#52c41a',
  mid: '#faad14',
  low: '#ff4d4f',
  unknown: '#bfbfbf',
};

export function armedText(b: Pick<Bike, 'armed'>): string {
  return b.armed === 1 ? texts.armed : b.armed === 0 ? texts.disarmed : texts.armedUnknown;
}

export function batteryText(b: Pick<Bike, 'batteryPct'>): string {
  return batteryLevel(b.batteryPct) === 'unknown' ? texts.batteryUnknown : texts.battery(b.batteryPct);
}

export function rangeText(b: Pick<Bike, 'rangeKm'>): string {
  return b.rangeKm === undefined ? texts.rangeUnknown : texts.range(b.rangeKm);
}

/** How the range was estimated, for the card's tooltip. */
export function rangeBasisText(b: Pick<Bike, 'rangeBasis' | 'historyKm' | 'historyPct'>): string {
  if (b.rangeBasis === 'history') return texts.rangeBasisHistory(b.historyKm ?? 0, b.historyPct ?? 0);
  return b.rangeBasis === 'default' ? texts.rangeBasisDefault : '';
}

export function lastSeenText(b: Pick<Bike, 'lastSeen'>): string {
  return b.lastSeen ?? texts.neverSeen;
}

/** The one-tap arm button of a card: disarm an armed bike, else arm it. */
export function armAction(b: Pick<Bike, 'armed'>): 'arm' | 'disarm' {
  return b.armed === 1 ? 'disarm' : 'arm';
}
