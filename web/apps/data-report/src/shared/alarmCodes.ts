// The alarm codes the report pickers offer (v3-console-inventory §4.2): the 25 items of the alarm
// record picker ("ALARM"; 进出围栏报警 is two codes), the 4 logistics-lock codes, the 14 OBD codes.
import { alarmLabel } from '@chelian/tracking';
import { obdTexts } from '../texts';

export interface AlarmOption {
  /** One code, or two joined by a comma (进出围栏报警). */
  value: string;
  label: string;
}

const REPORT_CODES = [
  'overSpeed', 'isIllegalRemove', 'GPSAntennaState', 'powerDown', 'lowVoltage', 'outAreaAlarm', 'inAreaAlarm',
  'inRegionAlarm,outRegionAlarm', 'outAdminAreaAlarm', 'outCircleAlarm', 'abnormalStayAlarm', 'shockAlarm', 'emergencyAlarm',
  'bcarIsAlarm', 'acarBts', 'bcarBts', 'pseudoLbs', 'collideAlarm', 'twoChargeAlarm', 'separateAlarm', 'lightAlarm',
  'accelerateAlarm', 'slowDownAlarm', 'swerveAlarm', 'areaOverSpeedAlarm',
];

/** 进出围栏报警 is the picker's one label for the two fence codes. */
const FENCE_LABEL = '进出围栏报警';

export const REPORT_ALARM_OPTIONS: AlarmOption[] = REPORT_CODES.map((value) => ({
  value,
  label: value.includes(',') ? FENCE_LABEL : alarmLabel(value),
}));

export const LOCK_ALARM_OPTIONS: AlarmOption[] = ['pryingAlarm', 'scissorsAlarm', 'lowerPowerAlarm', 'illegalAreaAlarm'].map((value) => ({
  value,
  label: alarmLabel(value),
}));

export const OBD_ALARM_OPTIONS: AlarmOption[] = Object.entries(obdTexts.alarms).map(([value, label]) => ({ value, label }));

/** The alarmTypes parameter: the chosen values, comma-joined (the fence item adds its two codes). */
export function alarmTypesParam(values: readonly string[]): string {
  return values.join(',');
}
