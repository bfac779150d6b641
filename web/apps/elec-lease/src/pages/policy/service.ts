// Typed calls of 处置策略: the policy a group works under (its own, a parent company's or the
// default) and saving a group's own.
import { unwrap, type HttpClient } from '@chelian/core';
import { LEASE_API } from '../../shared/contracts';

export interface Policy {
  enabled: number;
  graceDays: number;
  notifyDays: number;
  voiceDays: number;
  limitDays: number;
  lockDays: number;
  limitSpeed: number;
  normalSpeed: number;
  lockMaxSpeed: number;
  voiceText: string;
}

export interface GroupPolicy extends Policy {
  groupId: number;
  /** 1: the group's own; 0: inherited or the default */
  own: number;
}

export function createPolicyApi(http: HttpClient) {
  return {
    async policy(groupId?: number): Promise<GroupPolicy> {
      return unwrap(await http.get<GroupPolicy>(`${LEASE_API}policy/get.json`, groupId ? { groupId } : {}));
    },
    async save(groupId: number, p: Policy): Promise<void> {
      unwrap(await http.postJson(`${LEASE_API}policy/save.json`, { groupId, ...p }));
    },
  };
}
