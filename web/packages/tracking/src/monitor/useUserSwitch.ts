// One 系统设置 switch of the signed-in user (§2.8) for the monitor's pieces: off until read, so what
// a switch adds appears only for a user whose switch is on.
import { useQuery } from '@tanstack/react-query';
import { createUserApi, settingOn } from '@chelian/core';
import { useTrackingServices } from '../profile/trackingServices';

export function useUserSwitch(id: number): boolean {
  const { http } = useTrackingServices();
  const q = useQuery({ queryKey: ['user-setting-statuses'], queryFn: () => createUserApi(http).settingStatuses(), staleTime: 60_000 });
  return q.data !== undefined && settingOn(q.data, id);
}
