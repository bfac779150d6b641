// 车辆管理's left group tree (§2.7): the caller's groups with their vehicle counts, searched by name,
// each node with its operations (新增车组, 修改车组, 删除车组, 新增车辆) as small icons when allowed;
// selecting a group lists its vehicles.
import { useMemo, useState } from 'react';
import { Empty, Input, Spin, Tooltip, Tree } from 'antd';
import { CarOutlined, DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { filterGroupOptions } from '../../../shared/groupFilter';
import type { GroupOption } from '../../../shared/groupTree';
import type { GroupActions } from '../model/vehicleActions';
import styles from '../VehiclePage.module.css';
import { vehiclePageTexts as texts } from '../../../texts';

export type GroupOperation = 'addGroup' | 'editGroup' | 'deleteGroup' | 'addVehicle';

interface TreeItem {
  key: number;
  title: React.ReactNode;
  children: TreeItem[];
}

export interface GroupTreeProps {
  options: GroupOption[];
  loading: boolean;
  selected: number | undefined;
  onSelect: (groupId: number) => void;
  actionsOf: (group: GroupOption, top: boolean) => GroupActions;
  onOperation: (op: GroupOperation, group: GroupOption) => void;
  /** Shown above the group search (the vehicle search). */
  search?: React.ReactNode;
}

const ICONS: Array<[GroupOperation, string, React.ReactNode]> = [
  ['addGroup', texts.addGroup, <PlusOutlined key="a" />],
  ['editGroup', texts.editGroup, <EditOutlined key="e" />],
  ['deleteGroup', texts.deleteGroup, <DeleteOutlined key="d" />],
  ['addVehicle', texts.addVehicle, <CarOutlined key="v" />],
];

export function GroupTree({ options, loading, selected, onSelect, actionsOf, onOperation, search }: GroupTreeProps) {
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => filterGroupOptions(options, keyword), [options, keyword]);
  const [expanded, setExpanded] = useState<number[] | undefined>(undefined);
  const allKeys = useMemo(() => {
    const out: number[] = [];
    const walk = (ns: readonly GroupOption[]): void => {
      for (const n of ns) {
        out.push(n.key);
        walk(n.children);
      }
    };
    walk(shown);
    return out;
  }, [shown]);
  const items = useMemo(() => {
    const toItems = (ns: readonly GroupOption[], top: boolean): TreeItem[] =>
      ns.map((g) => {
        const a = actionsOf(g, top);
        return {
          key: g.key,
          title: (
            <span className={styles.node}>
              <span className={styles.nodeTitle}>{g.title}</span>
              <span className={styles.nodeOps}>
                {ICONS.filter(([op]) => a[op]).map(([op, label, icon]) => (
                  <Tooltip title={label} key={op}>
                    <span
                      role="button"
                      aria-label={`${label} ${g.name}`}
                      className={styles.nodeOp}
                      onClick={(e) => {
                        e.stopPropagation();
                        onOperation(op, g);
                      }}
                    >
                      {icon}
                    </span>
                  </Tooltip>
                ))}
              </span>
            </span>
          ),
          children: toItems(g.children, false),
        };
      });
    return toItems(shown, true);
  }, [shown, actionsOf, onOperation]);
  return (
    <aside className={styles.tree} data-testid="group-tree">
      <div className={styles.treeTitle}>{texts.treeTitle}</div>
      {search}
      <Input.Search allowClear placeholder={texts.treeSearch} aria-label={texts.treeSearch} value={keyword} onChange={(e) => setKeyword(e.target.value)} />
      <div className={styles.treeBody}>
        {loading ? (
          <Spin />
        ) : items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={texts.treeEmpty} />
        ) : (
          <Tree<TreeItem>
            blockNode
            treeData={items}
            expandedKeys={keyword ? allKeys : (expanded ?? allKeys)}
            onExpand={(keys) => setExpanded(keys.map(Number))}
            selectedKeys={selected !== undefined ? [selected] : []}
            onSelect={(keys) => {
              if (keys.length) onSelect(Number(keys[0]));
            }}
          />
        )}
      </div>
    </aside>
  );
}
