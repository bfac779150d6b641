// Typed calls of the system center: notices, account security, exports, health thresholds, help,
// dictionary, QR codes, vehicle verification and the SMS sign-in.
import type { HttpClient } from '../http/client';
import type { Params } from '../http/url';
import { CENTER_PATHS } from './centerPaths';
import { unwrap } from './unwrap';

export interface Page<T> {
  data: T[];
  total: number;
  pageNumber: number;
  pageSize: number;
}

export interface NoticeItem {
  id: number;
  kind: 1 | 2;
  kindName: string;
  category: string;
  title: string;
  summary?: string;
  content?: string;
  publisher: string;
  top: number;
  read: 0 | 1;
  readTime: string;
  createTime: string;
}

export interface NoticeQuery {
  kind?: 0 | 1 | 2;
  read?: -1 | 0 | 1;
  keyword?: string;
  pageNumber: number;
  pageSize: number;
}

export interface UnreadCounts {
  message: number;
  announcement: number;
  total: number;
}

export interface AccountStatus {
  userId: number;
  username: string;
  status: number;
  statusText: string;
  phone: string;
  phoneBound: 0 | 1;
  wxBound: 0 | 1;
  passwordUpdateTime: string;
  passwordAgeDays: number;
  passwordExpired: 0 | 1;
  securityLevel: 1 | 2 | 3;
  securityLevelText: string;
  registerTime: string;
}

export interface WxRelation {
  id: number;
  nickname: string;
  avatar: string;
  openId: string;
  bindTime: string;
}

export interface PrivacySettings {
  maskPhone: 0 | 1;
  loginAlert: 0 | 1;
  remoteAssist: 0 | 1;
  shareLocation: 0 | 1;
}

export interface LoginLogItem {
  id: number;
  loginTime: string;
  ip: string;
  success: 0 | 1;
  result: string;
  remark: string;
  userAgent: string;
}

export interface ExportRecord {
  id: number;
  fileName: string;
  type: number;
  typeName: string;
  status: 1 | 2 | 3 | 4;
  statusName: string;
  /** Percent written while 导出中 (0 until the server knows the row count); 100 when done. */
  progress?: number;
  rowCount: number;
  size: number;
  error: string;
  createTime: string;
  finishTime: string;
  expireTime: string;
}

export interface HealthThreshold {
  wearerType: 1 | 2;
  wearerName: string;
  heartRateMin: number;
  heartRateMax: number;
  systolicMin: number;
  systolicMax: number;
  diastolicMin: number;
  diastolicMax: number;
  temperatureMin: number;
  temperatureMax: number;
  spo2Min: number;
  enabled: 0 | 1;
  /** 0 own setting, 1 inherited from an ancestor group, 2 platform defaults */
  source: 0 | 1 | 2;
  sourceName: string;
  updatedBy: string;
  updateTime: string;
}

export interface HealthSettings {
  groupId: number;
  groupName: string;
  list: HealthThreshold[];
}

/** A group of the caller's subtree for the health settings (parentId 0 = the top). */
export interface HealthGroup {
  groupId: number;
  groupName: string;
  parentId: number;
  ownBadge: 0 | 1;
  ownWatch: 0 | 1;
}

export interface HelpMessage {
  id: number;
  pageKey: string;
  title: string;
  content: string;
  read: 0 | 1;
  createTime: string;
}

export interface DictionaryItem {
  dictType: string;
  code: string;
  label: string;
  sort: number;
}

export interface QrCode {
  qrCode: string;
  content: string;
  vehicleId?: number;
  plate?: string;
}

export interface VerifiedVehicle {
  vehicleId: number;
  plate: string;
  terminalNo: string;
  groupId: number;
  groupName: string;
  verified: 1;
}

export interface PhoneAuthResult {
  sessionId?: string;
  accounts?: { userId: number; username: string; name: string; groupName: string }[];
  authToken?: string;
}

export function createCenterApi(http: HttpClient) {
  const get = async <T>(path: string, params?: Params): Promise<T> => unwrap(await http.get<T>(path, params));
  const post = async <T>(path: string, body?: unknown): Promise<T> => unwrap(await http.postJson<T>(path, body));
  return {
    pageNotices: (q: NoticeQuery) => get<Page<NoticeItem>>(CENTER_PATHS.noticePage, { ...q }),
    unreadCounts: () => get<UnreadCounts>(CENTER_PATHS.noticeUnread),
    noticeDetail: (id: number) => get<NoticeItem>(CENTER_PATHS.noticeDetail, { id }),
    markNoticesRead: (ids: number[]) => post<{ marked: number }>(CENTER_PATHS.noticeMarkRead, { ids }),
    markAllNoticesRead: (kind: 0 | 1 | 2 = 0) => post<{ marked: number }>(CENTER_PATHS.noticeMarkAllRead, { kind }),

    accountStatus: () => get<AccountStatus>(CENTER_PATHS.checkStatus),
    sendSmsCode: (phone: string) => post<{ phone: string; interval: number }>(CENTER_PATHS.sendSmsCode, { phone }),
    verifyPhoneCode: (phone: string, code: string) => post<{ phone: string }>(CENTER_PATHS.phoneCodeVerify, { phone, code }),
    listWxRelations: () => get<WxRelation[]>(CENTER_PATHS.listWxRelation),
    unbindWxRelation: (id: number) => post<void>(CENTER_PATHS.unbindWxRelation, { id }),
    wxBindQrCode: () => get<{ ticket: string; qrCode: string; expireTime: string }>(CENTER_PATHS.wxBindQrCode),
    getPrivacy: () => get<PrivacySettings>(CENTER_PATHS.getPrivacy),
    updatePrivacy: (p: Partial<PrivacySettings>) => post<PrivacySettings>(CENTER_PATHS.updatePrivacy, p),
    loginLog: (pageNumber: number, pageSize: number) => get<Page<LoginLogItem>>(CENTER_PATHS.loginLog, { pageNumber, pageSize }),

    startExport: (type: number) => get<{ id: number; fileName: string; status: number }>(CENTER_PATHS.exportDataReport, { type }),
    /** A form POST, as the V3 download list sends it. */
    listExports: async (q: { pageNumber: number; pageSize: number; type?: number }) =>
      unwrap(await http.post<Page<ExportRecord>>(CENTER_PATHS.listExportRecord, { ...q })),
    /** Opens the file through the hidden export frame (session as a query parameter). */
    downloadExport: (record: Pick<ExportRecord, 'id' | 'fileName'>) =>
      http.exportFile(CENTER_PATHS.download, { id: record.id, fileName: record.fileName }),

    getHealth: (groupId?: number) => get<HealthSettings>(CENTER_PATHS.getHealthThreshold, groupId ? { groupId } : {}),
    updateHealth: (t: Partial<HealthThreshold> & { wearerType: 1 | 2; groupId?: number }) =>
      post<HealthThreshold>(CENTER_PATHS.updateHealthThreshold, t),
    healthGroups: () => get<HealthGroup[]>(CENTER_PATHS.healthGroups),
    resetHealth: (wearerType: 1 | 2, groupId?: number) =>
      post<void>(CENTER_PATHS.resetHealthThreshold, { wearerType, ...(groupId ? { groupId } : {}) }),

    pageHelp: (q: { pageKey?: string; keyword?: string; pageNumber: number; pageSize: number }) =>
      get<Page<HelpMessage>>(CENTER_PATHS.pageHelpMessage, { ...q }),
    getHelp: (id: number) => get<HelpMessage>(CENTER_PATHS.getHelpMessage, { id }),
    markHelpRead: (ids: number[]) => post<{ marked: number }>(CENTER_PATHS.markHelpRead, { ids }),

    dictionary: (dictType?: string) => get<DictionaryItem[]>(CENTER_PATHS.dictionary, dictType ? { dictType } : {}),
    qrCode: (q: { content?: string; vehicleId?: number; size?: number }) => get<QrCode>(CENTER_PATHS.generateQRCode, { ...q }),
    verifyVehicle: (q: { vehicleId?: number; plate?: string; terminalNo?: string; keyword?: string }) =>
      get<VerifiedVehicle>(CENTER_PATHS.vehicleVerify, { ...q }),

    /** The embedding client's settings of the current session (embedded 0 for a normal sign-in). */
    tokenConfig: () => get<{ embedded: 0 | 1; homePath: string; hideHeader: 0 | 1; hideMenu: 0 | 1 }>(CENTER_PATHS.tokenConfig),
    sendLoginSms: async (q: { phone: string; code: string; uuid: string }) =>
      unwrap(await http.post<{ phone: string; interval: number }>(CENTER_PATHS.sendLoginSms, { ...q })),
    phoneAuth: async (q: { phone?: string; code?: string; authToken?: string; userId?: number }) =>
      unwrap(await http.post<PhoneAuthResult>(CENTER_PATHS.phoneAuth, { ...q })),
  };
}

export type CenterApi = ReturnType<typeof createCenterApi>;
