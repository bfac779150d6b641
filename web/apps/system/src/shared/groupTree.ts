// The caller's vehicle groups for the management pages (车辆管理's tree, the pickers of 绑定车组,
// 目标车组, 车辆车组 filters): one query over loadGroups (ordinary groups only) and the antd tree
// options built from it, labelled "name (vehicles)".
import { useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { buildGroupTree, fetchGroups, type GroupNode, type GroupTreeNode } from '@chelian/tracking';
import { useSystemServices } from '../services/systemServices';

export const GROUPS_QUERY_KEY = ['system', 'groups'] as const;

/** An antd Tree / TreeSelect node. */
export interface GroupOption {
  key: number;
  value: number;
  title: string;
  name: string;
  children: GroupOption[];
}

export function toGroupOptions(nodes: readonly GroupTreeNode[]): GroupOption[] {
  return nodes.map((n) => ({ key: n.key, value: n.key, title: n.title, name: n.name, children: toGroupOptions(n.children) }));
}

/** The groups (no 重点关注 / 无线设备 entries), their tree, and a refresh after a change. */
export function useGroupTree() {
  const { http } = useSystemServices();
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: GROUPS_QUERY_KEY, queryFn: () => fetchGroups(http, false) });
  const groups: GroupNode[] = useMemo(() => (query.data ?? []).filter((g) => g.gi > 0), [query.data]);
  const options = useMemo(() => toGroupOptions(buildGroupTree(groups)), [groups]);
  const byId = useMemo(() => new Map(groups.map((g) => [g.gi, g])), [groups]);
  return {
    groups,
    options,
    byId,
    isLoading: query.isLoading,
    error: query.error,
    refresh: () => queryClient.invalidateQueries({ queryKey: GROUPS_QUERY_KEY }),
  };
}
