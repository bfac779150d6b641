// Typed calls of 角色管理 through the shared request client (v3-console-inventory §3.3, §3.9): the
// paged role list, one role with its resources, add/update (JSON), delete, and the resource tree the
// role editor ticks. The page and its parts call the server only through this api object.
import { unwrap, type HttpClient } from '@chelian/core';

export const ROLE_PAGE_PATH = '/car/v1/api/role/page.json';
export const ROLE_GET_PATH = '/car/v1/api/role/get.json';
export const ROLE_ADD_PATH = '/car/v1/api/role/add.json';
export const ROLE_UPDATE_PATH = '/car/v1/api/role/update.json';
export const ROLE_DELETE_PATH = '/car/v1/api/role/delete.json';
export const RESOURCE_TREE_PATH = '/car/v1/api/resource/tree.json';

/** status of page.json: 0 all, 1 in use (使用), 2 frozen (冻结). */
export type RoleStatusFilter = 0 | 1 | 2;

export interface RoleQuery {
  roleName: string;
  status: RoleStatusFilter;
  pageNumber: number;
  pageSize: number;
}

export interface RoleRow {
  roleId: number;
  roleName: string;
  roleDesc: string;
}

export interface RolePage {
  data: RoleRow[];
  total: number;
}

export interface RoleDetail extends RoleRow {
  resourceIdList: number[];
}

/** The body of add.json (no roleId) and update.json. */
export interface RoleForm {
  roleId?: number;
  roleName: string;
  roleDesc: string;
  resourceIdList: number[];
}

/** A node of resource/tree.json: type 1 menu, 2 page, 3 button. */
export interface ResourceTreeNode {
  id: number;
  name: string;
  type: number;
  children?: ResourceTreeNode[];
}

/** The body add.json / update.json take: trimmed texts, ids as numbers, no roleId when adding. */
export function roleBody(form: RoleForm): RoleForm {
  return {
    ...(form.roleId !== undefined ? { roleId: form.roleId } : {}),
    roleName: form.roleName.trim(),
    roleDesc: form.roleDesc.trim(),
    resourceIdList: [...new Set(form.resourceIdList.map(Number))].sort((a, b) => a - b),
  };
}

export function createRoleApi(http: HttpClient) {
  return {
    async listRoles(q: RoleQuery): Promise<RolePage> {
      const roleName = q.roleName.trim();
      const obj = unwrap(
        await http.get<Partial<RolePage>>(ROLE_PAGE_PATH, {
          ...(roleName ? { roleName } : {}),
          status: q.status,
          pageNumber: q.pageNumber,
          pageSize: q.pageSize,
        }),
      );
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
    },
    async getRole(roleId: number): Promise<RoleDetail> {
      const obj = unwrap(await http.get<RoleDetail>(ROLE_GET_PATH, { roleId }));
      return { ...obj, resourceIdList: (obj.resourceIdList ?? []).map(Number) };
    },
    /** update.json when the form has a roleId, add.json otherwise. */
    async saveRole(form: RoleForm): Promise<void> {
      unwrap(await http.postJson(form.roleId !== undefined ? ROLE_UPDATE_PATH : ROLE_ADD_PATH, roleBody(form)));
    },
    async deleteRole(roleId: number): Promise<void> {
      unwrap(await http.get(ROLE_DELETE_PATH, { roleId }));
    },
    async resourceTree(): Promise<ResourceTreeNode[]> {
      const roots = unwrap(await http.get<ResourceTreeNode[]>(RESOURCE_TREE_PATH));
      return Array.isArray(roots) ? roots : [];
    },
  };
}

export type RoleApi = ReturnType<typeof createRoleApi>;
