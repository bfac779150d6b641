// Typed calls of the alarm features: settings (告警设置), push (推送设置), the real-time list and
// counts of the shell's alarm tip, handling and the group tree the setting pages choose from.
import type { HttpClient } from '../http/client';
import type { Params } from '../http/url';
import type { Page } from '../services/centerApi';
import { unwrap } from '../services/unwrap';
import { ALARM_PATHS } from './alarmPaths';

export type Origin = 0 | 1 | 2; // 0 platform default, 1 inherited from an upper group, 2 set on this group

export interface AlarmControlRow {
  enType: string;
  type: string;
  kind: 'platform' | 'device';
  enabled: 0 | 1;
  origin: Origin;
  value?: number;
  valueName?: string;
  valueUnit?: string;
  valueMin?: number;
  valueMax?: number;
  duration?: number;
  durationName?: string;
  durationUnit?: string;
  durationMin?: number;
  durationMax?: number;
}

export interface AlarmControlInfo {
  groupId: number;
  groupName: string;
  data: AlarmControlRow[];
}

export interface AlarmControlChange {
  enType: string;
  enabled: 0 | 1;
  value?: number;
  duration?: number;
}

export interface PushChannels {
  popup: 0 | 1;
  voice: 0 | 1;
  email: 0 | 1;
  sms: 0 | 1;
  webhook: 0 | 1;
}

export type PushChannel = keyof PushChannels;

export interface AlarmPushRow extends PushChannels {
  enType: string;
  type: string;
  kind: 'platform' | 'device';
  origin: Origin;
}

export interface PushTargets {
  emails: string;
  phones: string;
  webhookUrl: string;
  webhookSecret: string;
  origin?: Origin;
}

export interface AlarmPushInfo {
  groupId: number;
  groupName: string;
  data: AlarmPushRow[];
  targets: PushTargets;
  smtpReady: 0 | 1;
  smsProvider: string;
}

export interface PushLogRow {
  id: number;
  alarmId: number;
  channel: 'email' | 'sms' | 'webhook';
  target: string;
  status: 1 | 2;
  attempts: number;
  error: string;
  time: string;
  plate: string;
  type: string;
}

/** One alarm episode as the real-time list and the live push carry it. */
export interface RealtimeAlarm {
  alarmId: number;
  vehicleId: number;
  groupId: number;
  plate: string;
  enType: string;
  type: string;
  speed: number;
  lat: number;
  lon: number;
  /** Begin time, `yyyy-MM-dd HH:mm:ss` (live messages call it `time`, lists `timeBegin`). */
  time: string;
  groupName?: string;
  pathName?: string;
  source?: number;
  active?: number;
  /** The asset's kind (assets.kind: 1 vehicle, 2 person, 3 pet, 4 e-bike); absent from older servers. */
  kind?: number;
}

interface EpisodeRow {
  alarmId: number;
  vehicleId: number;
  groupId: number;
  plate: string;
  groupName: string;
  enType: string;
  type: string;
  speedBegin: number;
  latBegin: number;
  lonBegin: number;
  timeBegin: string;
  pathName?: string;
  source: number;
  active: number;
  kind?: number;
}

export interface RealtimeCount {
  total: number;
  active: number;
  vehicles: number;
  list: Array<{ enType: string; type: string; num: number; active: number }>;
  updateTime: string;
}

export interface AlarmHandlingRequest {
  /** 1 测试, 2 误报, 3 安装事故, 4 其他 (the batch dialog sends 4). */
  result: 1 | 2 | 3 | 4;
  remark: string;
  contact: string;
  contactNumber: string;
  obj: Array<{ alarmId: number; groupId: number; vehicleId: number; alarmType: string }>;
}

export interface GroupNode {
  gi: number;
  pi: number;
  gn: string;
}

export function episodeToRealtime(r: EpisodeRow): RealtimeAlarm {
  return {
    alarmId: r.alarmId,
    vehicleId: r.vehicleId,
    groupId: r.groupId,
    plate: r.plate,
    enType: r.enType,
    type: r.type,
    speed: r.speedBegin,
    lat: r.latBegin,
    lon: r.lonBegin,
    time: r.timeBegin,
    groupName: r.groupName,
    pathName: r.pathName,
    source: r.source,
    active: r.active,
    kind: r.kind,
  };
}

export function createAlarmApi(http: HttpClient) {
  const get = async <T>(url: string, params?: Params): Promise<T> => unwrap(await http.get<T>(url, params));
  const postJson = async <T>(url: string, body: unknown): Promise<T> => unwrap(await http.postJson<T>(url, body));
  return {
    listControl: (groupId?: number) => get<AlarmControlInfo>(ALARM_PATHS.listAlarmControl, groupId ? { groupId } : {}),
    configControl: (groupId: number, list: AlarmControlChange[]) => postJson<void>(ALARM_PATHS.configAlarmControl, { groupId, list }),
    listPush: (groupId?: number) => get<AlarmPushInfo>(ALARM_PATHS.listAlarmPush, groupId ? { groupId } : {}),
    configPush: (groupId: number, body: { list?: Array<PushChannels & { enType: string }>; targets?: PushTargets }) =>
      postJson<void>(ALARM_PATHS.configAlarmPush, { groupId, ...body }),
    testPush: (groupId: number, channels: Partial<Pick<PushChannels, 'email' | 'sms' | 'webhook'>>) =>
      postJson<{ msg: string }>(ALARM_PATHS.testAlarmPush, { groupId, ...channels }),
    pushLog: (groupId: number, pageNumber: number, pageSize: number) =>
      get<Page<PushLogRow>>(ALARM_PATHS.listPushLog, { groupId, pageNumber, pageSize }),
    realtime: async (q: { pageNumber: number; pageSize: number; keyword?: string; alarmTypes?: string }) => {
      const page = await get<Page<EpisodeRow>>(ALARM_PATHS.realtimeAlarms, { ...q });
      return { ...page, data: page.data.map(episodeToRealtime) };
    },
    realtimeCount: () => get<RealtimeCount>(ALARM_PATHS.realtimeAlarmCount),
    processAlarm: (body: AlarmHandlingRequest) => postJson<{ count: number }>(ALARM_PATHS.processAlarm, body),
    groups: async () => (await get<{ data: GroupNode[] }>(ALARM_PATHS.loadGroups, { concernNeed: 'false' })).data,
  };
}

export type AlarmApi = ReturnType<typeof createAlarmApi>;
