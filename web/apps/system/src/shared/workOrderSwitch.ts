// 系统设置 switch 11 (§2.8: the work-order module): 工单管理 and 安装人员管理 read it and show a notice
// instead of their content when it is off (the server refuses their calls then too). The switches
// come from user/permission/list.json: [{permissionId, status}], status 0 on, 1 off; no entry is on.
import { useQuery } from '@tanstack/react-query';
import { settingOn, unwrap, type HttpClient } from '@chelian/core';
import { useSystemServices } from '../services/systemServices';

export const SWITCHES_PATH = '/car/v1/api/user/permission/list.json';
export const WORK_ORDER_SWITCH_ID = 11;

export interface SwitchState {
  permissionId: number;
  status: number;
}

/** Whether switch `id` is on among `switches` (absent = on, as the server reads it). */
export function switchOn(switches: readonly SwitchState[], id: number): boolean {
  return settingOn(switches, id);
}

export async function fetchSwitches(http: HttpClient): Promise<SwitchState[]> {
  const obj = unwrap(await http.get<SwitchState[]>(SWITCHES_PATH, {}, { silent: true }));
  return Array.isArray(obj) ? obj : [];
}

/** undefined while being read; true when unreadable (the page then shows and the server decides). */
export function useWorkOrdersOn(): boolean | undefined {
  const { http } = useSystemServices();
  const q = useQuery({ queryKey: ['system', 'switches'], queryFn: () => fetchSwitches(http), staleTime: 60_000 });
  if (q.isError) return true;
  return q.data ? switchOn(q.data, WORK_ORDER_SWITCH_ID) : undefined;
}
