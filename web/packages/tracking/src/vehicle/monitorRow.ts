// The monitor's one-letter vehicle row (loadVehicles, v3-console-inventory §3.2) and the live
// position message of /ws/live.

/** Z: 0 离线, 1 行驶, 2 停车, 3 从未上线, 4 过期. */
export type VehicleStateCode = 0 | 1 | 2 | 3 | 4;

export interface MonitorRow {
  /** vehicleId */
  V: number;
  /** plate */
  P: string;
  /** group id, or -1 / -2 when listed under a special group */
  M: number;
  /** the real group id */
  GI: number;
  /** group name */
  GN: string;
  Z: VehicleStateCode;
  /** duration text of the state when loaded */
  d: string;
  /** when the state began (local time), '' when unknown */
  ZT?: string;
  /** alarm: '' or a JSON string {name, type} */
  B: string;
  /** concern level 0 none, 1 高, 2 中, 3 低 */
  CL: number;
  /** concern remark */
  remark?: string;
  /** terminal type, terminal number, SIM, owner, frame number */
  T: string;
  N: string;
  I: string;
  W: string;
  frameNo: string;
  iconType: number;
  longStayTer: number;
  EP: string;
  NOW: string;
  /** lon, lat (WGS-84), course, speed km/h, mileage m, positioning type */
  X?: number;
  Y?: number;
  F?: number;
  S?: number;
  L?: number;
  G?: number;
  /** signal (last data) time, fix time */
  R?: string;
  PT?: string;
  /** battery %, voltage, ACC off (1), oil/power cut (1) */
  E?: number;
  voltage?: number;
  isAcc?: number;
  oilIsNormal?: number;
}

/** One vehicle of a {"type":"positions"} live message. */
export interface LivePosition {
  vehicleId: number;
  plate: string;
  lat: number;
  lon: number;
  speed: number;
  course: number;
  /** -1 unknown, 0 off, 1 on */
  acc: number;
  valid: number;
  /** odometer, km */
  mileage: number;
  /** 1 driving, 2 parked */
  motion: number;
  gpsTime: string;
  recvTime: string;
  /** active alarm codes */
  alarms: string[];
}

/** One alarm of a {"type":"alarms"} live message. */
export interface LiveAlarm {
  alarmId: number;
  vehicleId: number;
  groupId: number;
  plate: string;
  enType: string;
  type: string;
  lat: number;
  lon: number;
  speed: number;
  time: string;
}

export function hasPosition(row: MonitorRow): row is MonitorRow & { X: number; Y: number } {
  return typeof row.X === 'number' && typeof row.Y === 'number';
}
