// 车组列表: the user's groups with vehicle counts ("gn (an)"), 重点关注 and 无线设备 first; clicking
// toggles a group in the selection that drives the vehicle list; a right click sends the group a command. Antd virtual tree with the spec's
// constants (R-CONST-5: indent 18, 16 when virtual; item height 26).
import { useMemo } from 'react';
import { Button, Tree } from 'antd';
import { StarFilled, WifiOutlined } from '@ant-design/icons';
import { buildGroupTree, FOLLOWED_GROUP, type GroupTreeNode } from '../state/groupTree';
import type { GroupNode } from '../service';
import styles from './GroupTree.module.css';

export const TREE_ITEM_HEIGHT = 26;
export const TREE_VIRTUAL_INDENT = 16;

interface AntNode {
  key: number;
  title: string;
  icon?: React.ReactNode;
  children: AntNode[];
}

function toAnt(n: GroupTreeNode): AntNode {
  const icon =
    n.key === FOLLOWED_GROUP ? <StarFilled style={{ color: '#cf1c24' }} /> : n.special ? <WifiOutlined style={{ color: '#cf1c24' }} /> : undefined;
  return { key: n.key, title: n.title, ...(icon ? { icon } : {}), children: n.children.map(toAnt) };
}

export interface GroupTreeProps {
  groups: readonly GroupNode[];
  selected: number[];
  onChange: (selected: number[]) => void;
  height: number;
  /** Right click on a group: commands to the group (not on 重点关注 / 无线设备). */
  onGroupCommand?: (group: GroupNode) => void;
}

export function GroupTree({ groups, selected, onChange, height, onGroupCommand }: GroupTreeProps) {
  const data = useMemo(() => buildGroupTree(groups).map(toAnt), [groups]);
  const expanded = useMemo(() => groups.filter((g) => g.gi > 0).map((g) => g.gi), [groups]);
  return (
    <div className={styles.box} data-testid="group-tree">
      <div className={styles.header}>
        <span>车组列表</span>
        {selected.length > 0 && (
          <Button type="link" size="small" onClick={() => onChange([])}>
            取消选择
          </Button>
        )}
      </div>
      <Tree<AntNode>
        key={expanded.join(',')}
        className={styles.tree}
        treeData={data}
        showIcon
        multiple
        blockNode
        defaultExpandedKeys={expanded}
        selectedKeys={selected}
        onSelect={(keys) => onChange(keys.map(Number))}
        onRightClick={({ event, node }) => {
          const group = groups.find((g) => g.gi === Number(node.key) && g.gi > 0);
          if (!group || !onGroupCommand) return;
          event.preventDefault();
          onGroupCommand(group);
        }}
        height={Math.max(60, height - 32)}
        itemHeight={TREE_ITEM_HEIGHT}
        virtual
      />
    </div>
  );
}
