// Typed calls of 安装人员管理 (v3-console-inventory §3.9 /worksheet/installWorker/…) through the
// shared request client: the installers (paged, by name), add / update (JSON), delete one or many.
import { unwrap, type HttpClient } from '@chelian/core';

export const INSTALLER_PAGE_PATH = '/car/v1/worksheet/installWorker/pageInstallWorkerListByCondition.json';
export const INSTALLER_SAVE_PATH = '/car/v1/worksheet/installWorker/saveInstallWorker.json';
export const INSTALLER_UPDATE_PATH = '/car/v1/worksheet/installWorker/updateInstallWorker.json';
export const INSTALLER_DELETE_PATH = '/car/v1/worksheet/installWorker/deleteInstallWorker.json';
export const INSTALLER_DELETE_MANY_PATH = '/car/v1/worksheet/installWorker/deleteInstallWorkers.json';

export interface InstallerRow {
  userId: number;
  name: string;
  phone: string;
  username: string;
  /** Always a mask: the server never answers a password. */
  password: string;
  createTime: string;
  allCounts: number;
  confirmCounts: number;
  processiveCounts: number;
  remark: string;
  /** 1 employed, 2 left. */
  flag?: number;
}

export interface InstallerForm {
  userId?: number;
  name: string;
  phone: string;
  username: string;
  /** Empty on update keeps the password. */
  password: string;
  remark: string;
}

export function createInstallerApi(http: HttpClient) {
  return {
    async list(name: string, page: { pageNumber: number; pageSize: number }): Promise<{ data: InstallerRow[]; total: number }> {
      const q = name.trim();
      const obj = unwrap(await http.postJson<{ data?: InstallerRow[]; total?: number }>(INSTALLER_PAGE_PATH, { ...(q ? { name: q } : {}), ...page }));
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
    },
    async save(form: InstallerForm): Promise<void> {
      unwrap(await http.postJson(form.userId !== undefined ? INSTALLER_UPDATE_PATH : INSTALLER_SAVE_PATH, installerBody(form)));
    },
    async remove(userId: number): Promise<void> {
      unwrap(await http.get(INSTALLER_DELETE_PATH, { userId }));
    },
    async removeMany(userIds: readonly number[]): Promise<void> {
      unwrap(await http.get(INSTALLER_DELETE_MANY_PATH, { userIds: userIds.join(',') }));
    },
  };
}

export type InstallerApi = ReturnType<typeof createInstallerApi>;

/** The body of save / update: trimmed texts, no password on update when none was typed. */
export function installerBody(form: InstallerForm): InstallerForm | Omit<InstallerForm, 'password'> {
  const base = {
    ...(form.userId !== undefined ? { userId: form.userId } : {}),
    name: form.name.trim(),
    phone: form.phone.trim(),
    username: form.username.trim(),
    remark: (form.remark ?? '').trim(),
  };
  const password = (form.password ?? '').trim();
  return form.userId !== undefined && !password ? base : { ...base, password };
}
