// 防盗报警: which alarm codes are the bikes' theft alarms (docs/elec-car.md: the theft rules and the
// decoded device alarms) and which rows of the alarm list are the caller's e-bikes'. Pure.
import type { RealtimeAlarm } from '@chelian/core';

/** 位移 (moving while armed), 分离 (pack taken out while armed), 掉电, 防拆, 侧翻 (tilt/fall), 震动. */
export const THEFT_ALARM_CODES = ['illegalMove', 'separateAlarm', 'powerDown', 'isIllegalRemove', 'rolloverAlarm', 'shockAlarm'] as const;

/** The rows of e-bikes (the list answers every vehicle of the subtree), newest first. */
export function bikeAlarms(rows: readonly RealtimeAlarm[], bikeIds: ReadonlySet<number>): RealtimeAlarm[] {
  return rows.filter((r) => bikeIds.has(r.vehicleId)).sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}
