// 车组: one group of the caller's tree (the groups of @chelian/tracking), or none for the whole subtree.
import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { buildGroupTree, fetchGroups, type GroupTreeNode } from '@chelian/tracking';
import { useElecGbServices } from '../services/elecGbServices';
import { bikeTexts as texts } from '../texts';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

function toOptions(nodes: readonly GroupTreeNode[]): TreeOption[] {
  return nodes.map((n) => ({ value: n.key, title: n.title, children: toOptions(n.children) }));
}

export function GroupSelect({ value, onChange }: { value: number | undefined; onChange: (id: number | undefined) => void }) {
  const { http } = useElecGbServices();
  const groups = useQuery({ queryKey: ['elec-gb', 'groups'], queryFn: () => fetchGroups(http, false) });
  const options = useMemo(() => toOptions(buildGroupTree((groups.data ?? []).filter((g) => g.gi > 0))), [groups.data]);
  return (
    <TreeSelect<number>
      value={value}
      treeData={options}
      loading={groups.isLoading}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      allowClear
      placeholder={texts.groupPlaceholder}
      notFoundContent={texts.noGroups}
      aria-label={texts.group}
      style={{ width: 220 }}
      onChange={(id) => onChange(id === undefined || id === null ? undefined : id)}
    />
  );
}
