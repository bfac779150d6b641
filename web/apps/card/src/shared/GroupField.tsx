// 所属分组: one group of the caller's tree (the groups of @chelian/tracking), by name.
import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { buildGroupTree, fetchGroups, type GroupTreeNode } from '@chelian/tracking';
import { useCardServices } from '../services/cardServices';
import { sharedTexts as texts } from '../texts';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

function toOptions(nodes: readonly GroupTreeNode[]): TreeOption[] {
  return nodes.map((n) => ({ value: n.key, title: n.name, children: toOptions(n.children) }));
}

export function GroupField({ value, onChange, allowClear = true, width = 220 }: { value?: number | undefined; onChange?: (id: number | undefined) => void; allowClear?: boolean; width?: number }) {
  const { http } = useCardServices();
  const groups = useQuery({ queryKey: ['card', 'groups'], queryFn: () => fetchGroups(http, false) });
  const options = useMemo(() => toOptions(buildGroupTree((groups.data ?? []).filter((g) => g.gi > 0))), [groups.data]);
  return (
    <TreeSelect<number>
      value={value}
      treeData={options}
      loading={groups.isLoading}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      allowClear={allowClear}
      placeholder={texts.groupPlaceholder}
      aria-label={texts.group}
      style={{ width }}
      onChange={(id) => onChange?.(id ?? undefined)}
    />
  );
}
