// Shell services for tests: real storage, permission store, site info and query client; fake APIs
// whose replies each test chooses.
import { vi } from 'vitest';
import {
  createPermissionStore,
  createSiteInfoStore,
  createDictionaryCache,
  createStorage,
  type AccessApi,
  type AssistantApi,
  type AlarmApi,
  type LiveConnectionOptions,
  type AuthApi,
  type CenterApi,
  type CommandApi,
  type CaptchaInfo,
  type CustomerInfo,
  type Envelope,
  type HttpClient,
  type LoginPageInfo,
  type PlatformEntry,
  type ResourceNode,
  type UserApi,
  type UserInfo,
} from '@chelian/core';
import { createQueryClient } from '../services/queryClient';
import type { ShellServices } from '../services/shellServices';
import { ADMIN, platformEntries, resourceTree } from './fixtures';

type Answer<T> = T | Error | (() => Promise<T>);

export interface FakeReplies {
  customerInfo?: Answer<Envelope<CustomerInfo>>;
  loginPage?: Answer<LoginPageInfo>;
  captcha?: Answer<CaptchaInfo>;
  login?: Answer<{ sessionId: string }>;
  user?: Answer<UserInfo>;
  resources?: Answer<ResourceNode[]>;
  platforms?: Answer<PlatformEntry[]>;
}

function answer<T>(value: Answer<T>): Promise<T> {
  if (value instanceof Error) return Promise.reject(value);
  if (typeof value === 'function') return (value as () => Promise<T>)();
  return Promise.resolve(value);
}

export function fakeServices(replies: FakeReplies = {}) {
  const r: Required<FakeReplies> = {
    customerInfo: { flag: 1, obj: { title: '车联', description: 'd', keyword: 'k' } },
    loginPage: { title: '车联', loginStyle: 'new' },
    captcha: { code: 'data:image/png;base64,AAAA', uuid: 'uuid-1', enabled: 1 },
    login: { sessionId: 'sid-1' },
    user: ADMIN,
    resources: resourceTree(['car']),
    platforms: platformEntries(),
    ...replies,
  };
  const auth = {
    getCustomerInfo: vi.fn(() => answer(r.customerInfo)),
    getLoginPage: vi.fn(() => answer(r.loginPage)),
    getCaptcha: vi.fn(() => answer(r.captcha)),
    login: vi.fn(() => answer(r.login)),
    logout: vi.fn(() => Promise.resolve()),
  } satisfies AuthApi;
  const user = {
    getUser: vi.fn(() => answer(r.user)),
    updateUserPassword: vi.fn(() => Promise.resolve()),
    settings: vi.fn(() =>
      Promise.resolve([
        { permissionId: 7, name: '显示关联设备框', remark: '', on: true },
        { permissionId: 11, name: '工单模块', remark: '', on: false },
      ]),
    ),
    settingStatuses: vi.fn(() =>
      Promise.resolve([
        { permissionId: 7, status: 0 },
        { permissionId: 11, status: 1 },
      ]),
    ),
    saveSettings: vi.fn(() => Promise.resolve()),
  } satisfies UserApi;
  const access = {
    listResources: vi.fn(() => answer(r.resources)),
    listPlatformsByRole: vi.fn(() => answer(r.platforms)),
  } satisfies AccessApi;
  const center = fakeCenterApi();
  const assistant = fakeAssistantApi();
  const alarm = fakeAlarmApi();
  const live = fakeLive();
  const services: ShellServices = {
    storage: createStorage('main'),
    http: {} as HttpClient,
    auth,
    user,
    access,
    center,
    assistant,
    commands: fakeCommandApi(),
    alarm,
    openLive: live.open,
    dictionary: createDictionaryCache(createStorage('main'), () => center.dictionary()),
    permissions: createPermissionStore(),
    siteInfo: createSiteInfoStore(),
    queryClient: createQueryClient(),
  };
  return { services, auth, user, access, center, assistant, alarm, live, replies: r };
}

/** Stores a signed-in session as a login would. */
export function signIn(services: ShellServices, user: UserInfo = ADMIN): void {
  services.storage.set('sessionId', 'sid-1');
  services.storage.set('USER', user);
  services.storage.set('navUserClient', user);
}

const emptyPage = { data: [], total: 0, pageNumber: 1, pageSize: 10 };

/** System-center calls answering empty data; tests override what they look at. */
export function fakeCenterApi(): { [K in keyof CenterApi]: ReturnType<typeof vi.fn> & CenterApi[K] } {
  const api = {
    pageNotices: vi.fn(() => Promise.resolve(emptyPage)),
    unreadCounts: vi.fn(() => Promise.resolve({ message: 0, announcement: 0, total: 0 })),
    noticeDetail: vi.fn(() => Promise.reject(new Error('not found'))),
    markNoticesRead: vi.fn(() => Promise.resolve({ marked: 1 })),
    markAllNoticesRead: vi.fn(() => Promise.resolve({ marked: 0 })),
    accountStatus: vi.fn(() =>
      Promise.resolve({
        userId: 1, username: 'admin', status: 1, statusText: '正常', phone: '', phoneBound: 0, wxBound: 0,
        passwordUpdateTime: '2025-01-01 00:00:00', passwordAgeDays: 0, passwordExpired: 0, securityLevel: 1,
        securityLevelText: '低', registerTime: '2025-01-01 00:00:00',
      }),
    ),
    sendSmsCode: vi.fn(() => Promise.resolve({ phone: '139****1111', interval: 60 })),
    verifyPhoneCode: vi.fn(() => Promise.resolve({ phone: '139****1111' })),
    listWxRelations: vi.fn(() => Promise.resolve([])),
    unbindWxRelation: vi.fn(() => Promise.resolve()),
    wxBindQrCode: vi.fn(() => Promise.resolve({ ticket: 't', qrCode: 'data:image/png;base64,AAAA', expireTime: '' })),
    getPrivacy: vi.fn(() => Promise.resolve({ maskPhone: 1, loginAlert: 1, remoteAssist: 0, shareLocation: 1 })),
    updatePrivacy: vi.fn((p) => Promise.resolve({ maskPhone: 1, loginAlert: 1, remoteAssist: 0, shareLocation: 1, ...p })),
    loginLog: vi.fn(() => Promise.resolve(emptyPage)),
    startExport: vi.fn(() => Promise.resolve({ id: 1, fileName: '全部资料.xlsx', status: 1 })),
    listExports: vi.fn(() => Promise.resolve(emptyPage)),
    downloadExport: vi.fn(),
    getHealth: vi.fn(() => Promise.resolve({ groupId: 1, groupName: '车联演示代理商', list: [] })),
    updateHealth: vi.fn((t) => Promise.resolve(t)),
    healthGroups: vi.fn(() => Promise.resolve([])),
    resetHealth: vi.fn(() => Promise.resolve()),
    pageHelp: vi.fn(() => Promise.resolve(emptyPage)),
    getHelp: vi.fn(() => Promise.reject(new Error('not found'))),
    markHelpRead: vi.fn(() => Promise.resolve({ marked: 1 })),
    dictionary: vi.fn(() => Promise.resolve([])),
    qrCode: vi.fn(() => Promise.resolve({ qrCode: 'data:image/png;base64,AAAA', content: '' })),
    verifyVehicle: vi.fn(() => Promise.reject(new Error('not found'))),
    tokenConfig: vi.fn(() => Promise.resolve({ embedded: 0, homePath: '/home', hideHeader: 0, hideMenu: 0 })),
    sendLoginSms: vi.fn(() => Promise.resolve({ phone: '139****1111', interval: 60 })),
    phoneAuth: vi.fn(() => Promise.resolve({ sessionId: 'sid-sms' })),
  };
  return api as unknown as { [K in keyof CenterApi]: ReturnType<typeof vi.fn> & CenterApi[K] };
}

/** The assistant: a configuration with two prompts; chat answers what each test sets. */
export function fakeAssistantApi() {
  return {
    getConfig: vi.fn<AssistantApi['getConfig']>(() =>
      Promise.resolve({
        enabled: 1 as const, botName: '车联小助手', baseUrl: '/car/v4/api/assistant', userId: 1, productName: '车联',
        robotHeaderUrl: '', staticUrl: '', appType: 'carWeb4', chatStyle: 'bubble', sessionId: 'sid-1',
        welcome: '您好，我是车联小助手。',
        faq: [
          { id: 8, topic: '设备离线', question: '设备离线是什么原因？' },
          { id: 14, topic: '域名和端口', question: '平台的域名和端口是多少？' },
        ],
      }),
    ),
    chat: vi.fn<AssistantApi['chat']>(() => Promise.resolve({ kind: 'fallback', text: '抱歉', vehicles: [], suggestions: [] })),
    readStream: vi.fn<AssistantApi['readStream']>(() => Promise.resolve({ text: '', next: 0, done: 1, failed: 0, citations: [] })),
  } satisfies AssistantApi;
}

/** Command calls answering empty data; tests override what they look at. */
export function fakeCommandApi(): CommandApi {
  return {
    catalogue: vi.fn(() =>
      Promise.resolve({ commands: [], terminals: [], commandPermission: 1, cutOilPermission: 0, cutOilMaxKmh: 20, refuseOverSpeed: 0 }),
    ),
    send: vi.fn(() => Promise.reject(new Error('not expected'))),
    sendGroup: vi.fn(() => Promise.reject(new Error('not expected'))),
    checkBatch: vi.fn(() => Promise.reject(new Error('not expected'))),
    sendBatch: vi.fn(() => Promise.reject(new Error('not expected'))),
    get: vi.fn(() => Promise.reject(new Error('not found'))),
    cancel: vi.fn(() => Promise.resolve()),
    pageReport: vi.fn(() => Promise.resolve({ data: [], total: 0, pageNumber: 1, pageSize: 100 })),
    pageTextUp: vi.fn(() => Promise.resolve({ data: { time: '', data: [] }, total: 0, pageNumber: 1, pageSize: 100 })),
    photoUrls: vi.fn(() => []),
  } as unknown as CommandApi;
}

/** Alarm calls answering empty data; tests override what they look at. */
export function fakeAlarmApi(): { [K in keyof AlarmApi]: ReturnType<typeof vi.fn> & AlarmApi[K] } {
  const api = {
    listControl: vi.fn(() => Promise.resolve({ groupId: 1, groupName: '车联演示代理商', data: [] })),
    configControl: vi.fn(() => Promise.resolve()),
    listPush: vi.fn(() =>
      Promise.resolve({
        groupId: 1, groupName: '车联演示代理商', data: [], smtpReady: 0, smsProvider: 'log',
        targets: { emails: '', phones: '', webhookUrl: '', webhookSecret: '', origin: 0 },
      }),
    ),
    configPush: vi.fn(() => Promise.resolve()),
    testPush: vi.fn(() => Promise.resolve({ msg: '测试推送已加入队列，结果见推送记录' })),
    pushLog: vi.fn(() => Promise.resolve(emptyPage)),
    realtime: vi.fn(() => Promise.resolve(emptyPage)),
    realtimeCount: vi.fn(() => Promise.resolve({ total: 0, active: 0, vehicles: 0, list: [], updateTime: '' })),
    processAlarm: vi.fn(() => Promise.resolve({ count: 1 })),
    groups: vi.fn(() => Promise.resolve([{ gi: 1, pi: 0, gn: '车联演示代理商' }])),
  };
  return api as unknown as { [K in keyof AlarmApi]: ReturnType<typeof vi.fn> & AlarmApi[K] };
}

/** A live connection the test drives: `push(type, data)` delivers a message to every open one, `status` a change of state. */
export function fakeLive() {
  const open = new Set<LiveConnectionOptions>();
  const subscriptions: Array<Record<string, unknown> | undefined> = [];
  return {
    open: vi.fn((options: LiveConnectionOptions) => {
      open.add(options);
      subscriptions.push(options.subscription);
      options.onStatus?.('open');
      return { close: () => void open.delete(options), status: () => 'open' as const, subscribe: () => undefined };
    }),
    push(type: string, data: unknown[]) {
      for (const o of open) o.handlers[type]?.(data);
    },
    /** Every open connection reports `status` (e.g. 'open' again after a drop). */
    status(status: 'connecting' | 'open' | 'closed') {
      for (const o of open) o.onStatus?.(status);
    },
    connected: () => open.size,
    subscriptions,
  };
}
