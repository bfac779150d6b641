// 车辆车组: picks a group of the caller's tree (the groups of @chelian/tracking) or one vehicle found
// by plate / terminal number; `vehicleOnly` for the reports of one vehicle (选择车辆).
import { useMemo, useState } from 'react';
import { Select, Space, TreeSelect } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { buildGroupTree, fetchGroups, searchVehicles, type GroupTreeNode } from '@chelian/tracking';
import { useSubAppServices } from '@chelian/ui/subapp';
import type { ReportTarget } from './reportParams';
import { targetPickerTexts as texts } from '../texts';

interface TreeOption {
  value: number;
  title: string;
  children: TreeOption[];
}

function toOptions(nodes: readonly GroupTreeNode[]): TreeOption[] {
  return nodes.map((n) => ({ value: n.key, title: n.title, children: toOptions(n.children) }));
}

function VehicleSearch({ value, onChange }: { value: ReportTarget | undefined; onChange: (t: ReportTarget | undefined) => void }) {
  const { http } = useSubAppServices();
  const [keyword, setKeyword] = useState('');
  const found = useQuery({
    queryKey: ['reports', 'vehicle-search', keyword],
    queryFn: () => searchVehicles(http, keyword),
    enabled: keyword.trim().length > 0,
  });
  const options = (found.data ?? []).map((v) => ({ value: v.vehicleId, label: v.plate || v.terminalNo }));
  const chosen = value?.kind === 'vehicle' ? value : undefined;
  if (chosen && !options.some((o) => o.value === chosen.id)) options.unshift({ value: chosen.id, label: chosen.name });
  return (
    <Select<number>
      showSearch={{ filterOption: false, onSearch: setKeyword }}
      allowClear
      value={chosen?.id}
      options={options}
      loading={found.isFetching}
      placeholder={texts.vehiclePlaceholder}
      notFoundContent={keyword ? texts.noVehicles : null}
      aria-label={texts.vehicle}
      style={{ width: 220 }}
      onChange={(id) => {
        const label = options.find((o) => o.value === id)?.label;
        onChange(id === undefined ? undefined : { kind: 'vehicle', id, name: String(label ?? id) });
      }}
    />
  );
}

function GroupPicker({ value, onChange }: { value: ReportTarget | undefined; onChange: (t: ReportTarget | undefined) => void }) {
  const { http } = useSubAppServices();
  const groups = useQuery({ queryKey: ['reports', 'groups'], queryFn: () => fetchGroups(http, false) });
  const options = useMemo(() => toOptions(buildGroupTree((groups.data ?? []).filter((g) => g.gi > 0))), [groups.data]);
  const names = useMemo(() => new Map((groups.data ?? []).map((g) => [g.gi, g.gn])), [groups.data]);
  return (
    <TreeSelect<number>
      value={value?.kind === 'group' ? value.id : undefined}
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
      onChange={(id) => onChange(id === undefined || id === null ? undefined : { kind: 'group', id, name: names.get(id) ?? String(id) })}
    />
  );
}

export interface TargetPickerProps {
  value: ReportTarget | undefined;
  onChange: (target: ReportTarget | undefined) => void;
  /** Only a vehicle may be chosen (选择车辆). */
  vehicleOnly?: boolean;
}

export function TargetPicker({ value, onChange, vehicleOnly }: TargetPickerProps) {
  const [kind, setKind] = useState<'group' | 'vehicle'>(value?.kind ?? (vehicleOnly ? 'vehicle' : 'group'));
  if (vehicleOnly) return <VehicleSearch value={value} onChange={onChange} />;
  return (
    <Space.Compact>
      <Select<'group' | 'vehicle'>
        value={kind}
        aria-label={texts.kind}
        style={{ width: 76 }}
        options={[
          { value: 'group', label: texts.group },
          { value: 'vehicle', label: texts.vehicle },
        ]}
        onChange={(k) => {
          setKind(k);
          if (value && value.kind !== k) onChange(undefined);
        }}
      />
      {kind === 'group' ? <GroupPicker value={value} onChange={onChange} /> : <VehicleSearch value={value} onChange={onChange} />}
    </Space.Compact>
  );
}
