// Typed calls of 考勤规则 (docs/card.md): the rules of the caller's groups, save one group's rule,
// delete it.
import { unwrap, type HttpClient } from '@chelian/core';

export const RULE_LIST_PATH = '/car/v4/api/card/attendance/rule/list.json';
export const RULE_SAVE_PATH = '/car/v4/api/card/attendance/rule/save.json';
export const RULE_DELETE_PATH = '/car/v4/api/card/attendance/rule/delete.json';

export interface RuleRow {
  groupId: number;
  groupName: string;
  name: string;
  lat: number;
  lon: number;
  radius: number;
  startTime: string;
  endTime: string;
  shift: string;
  graceMinutes: number;
  updatedBy: string;
  updateTime: string;
}

export type RuleForm = Pick<RuleRow, 'name' | 'lat' | 'lon' | 'radius' | 'startTime' | 'endTime' | 'graceMinutes'> & { groupId?: number | undefined };

export function createRuleApi(http: HttpClient) {
  return {
    async list(): Promise<RuleRow[]> {
      const obj = unwrap(await http.get<RuleRow[]>(RULE_LIST_PATH));
      return Array.isArray(obj) ? obj : [];
    },
    async save(form: RuleForm): Promise<void> {
      unwrap(await http.postJson(RULE_SAVE_PATH, form));
    },
    async remove(groupId: number): Promise<void> {
      unwrap(await http.postJson(RULE_DELETE_PATH, { groupId }));
    },
  };
}

export type RuleApi = ReturnType<typeof createRuleApi>;
