// Typed calls of 用户管理 through the shared request client (v3-console-inventory §3.9, docs/accounts.md):
// the user tree (listUser), the accounts below a node paged (pageUser), add and
// edit (JSON), delete (type 0, then 1 to take the sub-accounts too), reset password (ask, then do),
// the account's one group (listUserGroup / bindUserGroup) and the .xlsx export.
import { isFileDownload, unwrap, type Envelope, type HttpClient } from '@chelian/core';

export const LIST_USER_PATH = '/car/v1/api/user/listUser.json';
export const PAGE_USER_PATH = '/car/v1/api/user/pageUser.json';
export const SAVE_USER_PATH = '/car/v1/api/user/saveClientUser.json';
export const UPDATE_USER_PATH = '/car/v1/api/user/updateClientUser.json';
export const DELETE_USER_PATH = '/car/v1/api/user/deleteClientUser.json';
export const RESET_PASSWORD_PATH = '/car/v1/api/user/resetUserPassword.json';
export const LIST_USER_GROUP_PATH = '/car/v1/api/user/listUserGroup.json';
export const BIND_USER_GROUP_PATH = '/car/v1/api/user/bindUserGroup.json';
export const EXPORT_USER_PATH = '/car/v1/api/user/export.json';

/** The server's answer to type 0 on an account with sub-accounts (deleteClientUser.json). */
export const HAS_SUB_USERS_MSG = '该用户下还有子用户,是否继续删除该用户？';

/** A row of listUser / pageUser / getUser (0 allowed, 1 not for the check flags). */
export interface UserRow {
  userId: number;
  /** 登录账户 (as V3: the login account). */
  name: string;
  username?: string;
  corpName: string;
  accountType: number;
  accountTypeName?: string;
  parentId: number;
  parentName: string;
  parentCorp: string;
  createTime: string;
  money: number;
  customCode: string;
  phone: string;
  remark: string;
  checkOffOil: number;
  checkUser: number;
  checkGroup: number;
  checkVehicle: number;
  groupId: number;
  groupName: string;
  roleId?: number;
  roleName?: string;
  /** listUser only: the row's parent in the tree (0 for the node the list starts at). */
  treeParentId?: number;
}

/** An account as the dialog needs its parent and the caller: who it is and the rights it holds. */
export type AccountRef = Pick<UserRow, 'userId' | 'name' | 'checkOffOil' | 'checkUser' | 'checkGroup' | 'checkVehicle'> & { username?: string };

export interface UserPageQuery {
  userId: number | undefined;
  userName: string;
  pageNumber: number;
  pageSize: number;
}

/** The body of saveClientUser.json (with password, no userId) and updateClientUser.json. */
export interface UserBody {
  userId?: number;
  name: string;
  password?: string;
  corpName: string;
  accountType: number;
  phone: string;
  remark: string;
  customCode: string;
  parentId?: number;
  groupIds: number[];
  checkOffOil?: number;
  checkUser?: number;
  checkGroup?: number;
  checkVehicle?: number;
}

export interface UserGroup {
  groupId: number;
  groupName: string;
  parentId: number;
  parentName: string;
}

/** What a delete did: the accounts removed and the coins returned to the parent. */
export interface DeleteResult {
  deleted: number;
  money: number;
}

/** deleteClientUser type 0: done, or the server asks to confirm taking the sub-accounts too. */
export type DeleteStep = { kind: 'deleted'; result: DeleteResult } | { kind: 'hasSubUsers'; msg: string };

export function createUserApi(http: HttpClient) {
  return {
    /** The tree from `userId` (default the caller): that node first, then the accounts below it. */
    async listUsers(userId?: number): Promise<UserRow[]> {
      const obj = unwrap(await http.get<UserRow[]>(LIST_USER_PATH, { ...(userId ? { userId } : {}), type: 0 }));
      return Array.isArray(obj) ? obj : [];
    },
    async pageUsers(q: UserPageQuery): Promise<{ data: UserRow[]; total: number }> {
      const userName = q.userName.trim();
      const obj = unwrap(
        await http.get<{ data?: UserRow[]; total?: number }>(PAGE_USER_PATH, {
          ...(q.userId ? { userId: q.userId } : {}),
          ...(userName ? { userName } : {}),
          type: 0,
          pageNumber: q.pageNumber,
          pageSize: q.pageSize,
        }),
      );
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
    },
    /** updateClientUser.json when the body has a userId, saveClientUser.json otherwise. */
    async saveUser(body: UserBody): Promise<void> {
      unwrap(await http.postJson(body.userId !== undefined ? UPDATE_USER_PATH : SAVE_USER_PATH, body));
    },
    /** type 0; the sub-accounts question comes back as a step, not an error. */
    async deleteUser(userId: number, force: boolean): Promise<DeleteStep> {
      const reply = await http.get<DeleteResult>(DELETE_USER_PATH, { userId, type: force ? 1 : 0 });
      if (!force && !isFileDownload(reply) && Number(reply.flag) !== 1 && (reply as Envelope).msg === HAS_SUB_USERS_MSG) {
        return { kind: 'hasSubUsers', msg: HAS_SUB_USERS_MSG };
      }
      const obj = unwrap(reply);
      return { kind: 'deleted', result: { deleted: Number(obj?.deleted ?? 0), money: Number(obj?.money ?? 0) } };
    },
    /** type 0: the question to ask; type 1: the text with the new password (shown once). */
    async resetPassword(userId: number, confirm: boolean): Promise<string> {
      return String(unwrap(await http.get<string>(RESET_PASSWORD_PATH, { userId, type: confirm ? 1 : 0 })) ?? '');
    },
    async userGroups(userId: number): Promise<UserGroup[]> {
      const obj = unwrap(await http.get<UserGroup[]>(LIST_USER_GROUP_PATH, { userId }));
      return Array.isArray(obj) ? obj : [];
    },
    async bindGroup(userId: number, groupId: number): Promise<void> {
      unwrap(await http.postJson(BIND_USER_GROUP_PATH, { userId, groupIds: String(groupId) }));
    },
    exportUsers(userId: number | undefined): void {
      http.exportFile(EXPORT_USER_PATH, userId ? { userId } : {});
    },
  };
}

export type UserApi = ReturnType<typeof createUserApi>;
