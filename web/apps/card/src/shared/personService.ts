// Typed calls of the people (docs/card.md) through the shared request client, read by 人员管理 and
// 实时定位: the people of a group subtree (paged, by keyword), add / update with the bound badge, delete.
import { unwrap, type HttpClient } from '@chelian/core';

export const PERSON_LIST_PATH = '/car/v4/api/card/person/list.json';
export const PERSON_ADD_PATH = '/car/v4/api/card/person/add.json';
export const PERSON_UPDATE_PATH = '/car/v4/api/card/person/update.json';
export const PERSON_DELETE_PATH = '/car/v4/api/card/person/delete.json';

export interface PersonRow {
  id: number;
  name: string;
  personNo: string;
  department: string;
  phone: string;
  groupId: number;
  groupName: string;
  terminalNo: string;
  terminalType: string;
  createTime: string;
}

export interface PersonForm {
  id?: number;
  groupId?: number | undefined;
  name: string;
  personNo: string;
  department: string;
  phone: string;
  terminalNo: string;
}

export interface PersonQuery {
  groupId?: number | undefined;
  keyword: string;
  pageNumber: number;
  pageSize: number;
}

export function createPersonApi(http: HttpClient) {
  return {
    async list(q: PersonQuery): Promise<{ data: PersonRow[]; total: number }> {
      const obj = unwrap(
        await http.postJson<{ data?: PersonRow[]; total?: number }>(PERSON_LIST_PATH, {
          ...(q.groupId ? { groupId: q.groupId } : {}),
          keyword: q.keyword.trim(),
          pageNumber: q.pageNumber,
          pageSize: q.pageSize,
        }),
      );
      return { data: Array.isArray(obj?.data) ? obj.data : [], total: Number(obj?.total ?? 0) };
    },
    async save(form: PersonForm): Promise<void> {
      unwrap(await http.postJson(form.id !== undefined ? PERSON_UPDATE_PATH : PERSON_ADD_PATH, form));
    },
    async remove(id: number): Promise<void> {
      unwrap(await http.postJson(PERSON_DELETE_PATH, { id }));
    },
  };
}

export type PersonApi = ReturnType<typeof createPersonApi>;
