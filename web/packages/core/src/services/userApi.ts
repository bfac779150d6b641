// The signed-in user's own account: read it, change the password.
import type { UserInfo } from '../envelope';
import type { HttpClient } from '../http/client';
import { API_PATHS } from './paths';
import { unwrap } from './unwrap';

export function createUserApi(http: HttpClient) {
  return {
    async getUser(): Promise<UserInfo> {
      return unwrap(await http.get<UserInfo>(API_PATHS.getUser));
    },
    async updateUserPassword(body: { oldPassword: string; newPassword: string }): Promise<void> {
      unwrap(await http.postJson(API_PATHS.updateUserPassword, body));
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
