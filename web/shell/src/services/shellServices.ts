// Everything the shell talks to, built once: storage (prefix main), the request client (platformId 0),
// the typed APIs (sign-in, account, access, system center), the dictionary cache, the permission
// store, the site info and the query client.
import { QueryClient } from '@tanstack/react-query';
import {
  SHELL_PLATFORM_ID,
  SHELL_STORAGE_PREFIX,
  createAccessApi,
  createAssistantApi,
  createAlarmApi,
  createAuthApi,
  createCenterApi,
  createCommandApi,
  createDictionaryCache,
  createHttpClient,
  createPermissionStore,
  createSiteInfoStore,
  createStorage,
  createUserApi,
  openLiveConnection,
  type AccessApi,
  type AssistantApi,
  type AlarmApi,
  type AppStorage,
  type AuthApi,
  type CenterApi,
  type CommandApi,
  type DictionaryCache,
  type HttpClient,
  type LiveConnection,
  type LiveConnectionOptions,
  type PermissionStore,
  type SiteInfoStore,
  type UserApi,
} from '@chelian/core';
import { createQueryClient } from './queryClient';

export interface ShellServices {
  storage: AppStorage;
  http: HttpClient;
  auth: AuthApi;
  user: UserApi;
  access: AccessApi;
  /** System-center calls (notices, security, exports, health, help, dictionary, QR codes). */
  center: CenterApi;
  /** The AI assistant's configuration and chat. */
  assistant: AssistantApi;
  /** Commands to vehicles: the instructions dialog and 命令下发报表. */
  commands: CommandApi;
  /** Alarm settings, push, the real-time list and handling. */
  alarm: AlarmApi;
  /** Opens the live WebSocket (/ws/live); tests give a fake. */
  openLive: (options: LiveConnectionOptions) => LiveConnection;
  dictionary: DictionaryCache;
  permissions: PermissionStore;
  siteInfo: SiteInfoStore;
  queryClient: QueryClient;
}

export function createShellServices(): ShellServices {
  const storage = createStorage(SHELL_STORAGE_PREFIX);
  const http = createHttpClient({ storage, platformId: SHELL_PLATFORM_ID });
  const center = createCenterApi(http);
  return {
    storage,
    http,
    auth: createAuthApi(http),
    user: createUserApi(http),
    access: createAccessApi(http),
    center,
    assistant: createAssistantApi(http, () => storage.get('sessionId') ?? ''),
    commands: createCommandApi(http),
    alarm: createAlarmApi(http),
    openLive: openLiveConnection,
    dictionary: createDictionaryCache(storage, () => center.dictionary()),
    permissions: createPermissionStore(),
    siteInfo: createSiteInfoStore(),
    queryClient: createQueryClient(),
  };
}
