// How 报警 shows an episode (pure): the home circle's alarm reads 离开安全区域 and its end as the
// return home; other alarms keep the server's label; the state is active or ended.
import type { PetAlarm } from '../service';
import { alarmTexts as texts } from '../../../texts';

/** The code of the vehicle circle's alarm, which is a pet's home (安全区域). */
export const HOME_ZONE_ALARM = 'outCircleAlarm';

export interface AlarmRowView {
  key: number;
  name: string;
  type: string;
  beginTime: string;
  state: string;
  active: boolean;
  place: string;
}

export function alarmRowView(a: PetAlarm): AlarmRowView {
  const home = a.code === HOME_ZONE_ALARM;
  const active = !a.endTime;
  return {
    key: a.id,
    name: a.name,
    type: home ? texts.leftHome : a.label,
    beginTime: a.beginTime,
    state: active ? texts.active : home ? texts.backHome(a.endTime) : `${texts.ended}（${a.endTime}）`,
    active,
    place: a.lat || a.lon ? `${a.lat.toFixed(5)}, ${a.lon.toFixed(5)}` : '',
  };
}
