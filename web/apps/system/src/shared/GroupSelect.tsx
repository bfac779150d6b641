// A group picker over the caller's groups (searchable tree select), for every form of the
// management pages that names a group: 目标车组, 上级车组, 绑定车组, 车辆车组 filters.
import { TreeSelect } from 'antd';
import { groupSelectTexts as texts } from '../texts';
import { useGroupTree } from './groupTree';

export interface GroupSelectProps {
  value?: number;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  allowClear?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  style?: React.CSSProperties;
}

export function GroupSelect({ value, onChange, placeholder, allowClear, disabled, style, ...rest }: GroupSelectProps) {
  const { options, isLoading } = useGroupTree();
  return (
    <TreeSelect<number>
      value={value}
      onChange={(v) => onChange?.(v ?? undefined)}
      treeData={options}
      loading={isLoading}
      placeholder={placeholder ?? texts.placeholder}
      allowClear={allowClear}
      disabled={disabled}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll
      notFoundContent={texts.empty}
      aria-label={rest['aria-label'] ?? texts.label}
      style={{ minWidth: 200, ...style }}
    />
  );
}
