// The signed-in user's own account: read it, change the password, its 系统设置 switches.
import type { UserInfo } from '../envelope';
import type { HttpClient } from '../http/client';
import { API_PATHS } from './paths';
import { unwrap } from './unwrap';
import { mergeSettings, type SettingStatus, type SettingSwitch, type UserSetting } from './userSettings';

export function createUserApi(http: HttpClient) {
  return {
    async getUser(): Promise<UserInfo> {
      return unwrap(await http.get<UserInfo>(API_PATHS.getUser));
    },
    async updateUserPassword(body: { oldPassword: string; newPassword: string }): Promise<void> {
      unwrap(await http.postJson(API_PATHS.updateUserPassword, body));
    },
    /** 系统设置: the catalogue of switches with the user's status (on unless turned off). */
    async settings(): Promise<UserSetting[]> {
      const [catalogue, statuses] = await Promise.all([
        http.get<SettingSwitch[]>(API_PATHS.listPermission),
        http.get<SettingStatus[]>(API_PATHS.permissionList),
      ]);
      return mergeSettings(unwrap(catalogue) ?? [], unwrap(statuses) ?? []);
    },
    /** The user's own statuses alone (permission/list), for the pages that follow a switch. */
    async settingStatuses(): Promise<SettingStatus[]> {
      const obj = unwrap(await http.get<SettingStatus[]>(API_PATHS.permissionList, {}, { silent: true }));
      return Array.isArray(obj) ? obj : [];
    },
    /** Saves every switch at once: [{permissionId, status 0 on | 1 off}]. */
    async saveSettings(settings: readonly SettingStatus[]): Promise<void> {
      unwrap(await http.postJson(API_PATHS.permissionUpdate, settings.map((s) => ({ permissionId: Number(s.permissionId), status: Number(s.status) }))));
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
