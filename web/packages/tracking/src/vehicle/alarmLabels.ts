// Chinese labels of alarm codes (api-contract §3.1, v3-console-inventory §4.2) for live updates,
// which carry codes only.
export const ALARM_LABELS: Readonly<Record<string, string>> = {
  overSpeed: '超速报警',
  isIllegalRemove: '防拆除报警',
  GPSAntennaState: 'GPS天线开路报警',
  powerDown: '终端主电源掉电',
  lowVoltage: '终端主电源欠压',
  outAreaAlarm: '终端出区域报警',
  inAreaAlarm: '终端进区域报警',
  inRegionAlarm: '进区域报警',
  outRegionAlarm: '出区域报警',
  outAdminAreaAlarm: '超出区域报警',
  outCircleAlarm: '圆形区域报警',
  abnormalStayAlarm: '异常停留报警',
  shockAlarm: '震动报警',
  emergencyAlarm: '紧急报警',
  bcarIsAlarm: 'Bcar拆除报警',
  acarBts: 'ACAR蓝牙报警',
  bcarBts: 'BCAR蓝牙报警',
  pseudoLbs: '伪基站报警',
  collideAlarm: '碰撞报警',
  twoChargeAlarm: '二押点报警',
  separateAlarm: '分离报警',
  lightAlarm: '光感报警',
  accelerateAlarm: '急加速报警',
  slowDownAlarm: '急减速报警',
  swerveAlarm: '急转弯报警',
  areaOverSpeedAlarm: '区域超速报警',
  pryingAlarm: '撬锁报警',
  scissorsAlarm: '剪锁报警',
  lowerPowerAlarm: '低压报警',
  illegalAreaAlarm: '非法区域报警',
};

export function alarmLabel(code: string): string {
  return ALARM_LABELS[code] ?? code;
}

/** The row's B value for active alarm codes: '' or {"name": labels, "type": codes}. */
export function alarmField(codes: readonly string[]): string {
  if (codes.length === 0) return '';
  return JSON.stringify({ name: codes.map(alarmLabel).join(','), type: codes.join(',') });
}

/** The labels of a row's B value ('' when not alarming). */
export function alarmNames(b: string): string {
  if (!b) return '';
  try {
    const parsed = JSON.parse(b) as { name?: unknown };
    return typeof parsed.name === 'string' ? parsed.name : '';
  } catch {
    return '';
  }
}
