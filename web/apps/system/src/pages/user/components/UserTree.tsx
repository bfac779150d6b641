// The left user tree of 用户管理 (§2.7): the caller's account at the top and the accounts below it,
// searched by name, each node with its operations (新增下级, 修改, 删除, 绑车) as small icons when
// its rights allow; selecting a node shows it in the card and its sub-accounts in the table.
import { useMemo, useState } from 'react';
import { Empty, Input, Spin, Tooltip, Tree } from 'antd';
import { DeleteOutlined, EditOutlined, LinkOutlined, PlusOutlined } from '@ant-design/icons';
import { allUserKeys, filterUserTree, type UserTreeNode } from '../model/userTree';
import type { UserActions } from '../model/userActions';
import type { UserRow } from '../service';
import styles from '../UserPage.module.css';
import { userPageTexts as texts } from '../../../texts';

export type TreeOperation = 'addSub' | 'edit' | 'remove' | 'bind';

export interface UserTreeProps {
  tree: UserTreeNode[];
  loading: boolean;
  selected: number | undefined;
  onSelect: (row: UserRow) => void;
  actionsOf: (row: UserRow) => UserActions;
  onOperation: (op: TreeOperation, row: UserRow) => void;
}

interface TreeItem {
  key: number;
  title: React.ReactNode;
  children: TreeItem[];
}

export function UserTree({ tree, loading, selected, onSelect, actionsOf, onOperation }: UserTreeProps) {
  const [keyword, setKeyword] = useState('');
  const shown = useMemo(() => filterUserTree(tree, keyword), [tree, keyword]);
  const rows = useMemo(() => {
    const m = new Map<number, UserRow>();
    const walk = (ns: readonly UserTreeNode[]): void => {
      for (const n of ns) {
        m.set(n.key, n.row);
        walk(n.children);
      }
    };
    walk(tree);
    return m;
  }, [tree]);
  const items = useMemo(() => {
    const icon = (op: TreeOperation, row: UserRow, label: string, node: React.ReactNode) => (
      <Tooltip title={label} key={op}>
        <span
          role="button"
          aria-label={`${label} ${row.name}`}
          className={styles.nodeOp}
          onClick={(e) => {
            e.stopPropagation();
            onOperation(op, row);
          }}
        >
          {node}
        </span>
      </Tooltip>
    );
    const toItems = (ns: readonly UserTreeNode[]): TreeItem[] =>
      ns.map((n) => {
        const a = actionsOf(n.row);
        return {
          key: n.key,
          title: (
            <span className={styles.node}>
              <span className={styles.nodeTitle}>{n.title}</span>
              <span className={styles.nodeOps}>
                {a.addSub && icon('addSub', n.row, texts.addSub, <PlusOutlined />)}
                {a.edit && icon('edit', n.row, texts.edit, <EditOutlined />)}
                {a.remove && icon('remove', n.row, texts.remove, <DeleteOutlined />)}
                {a.bind && icon('bind', n.row, texts.bind, <LinkOutlined />)}
              </span>
            </span>
          ),
          children: toItems(n.children),
        };
      });
    return toItems(shown);
  }, [shown, actionsOf, onOperation]);
  const allKeys = useMemo(() => allUserKeys(shown), [shown]);
  // Everything open until the user folds a node; a search opens every match again.
  const [expanded, setExpanded] = useState<number[] | undefined>(undefined);
  return (
    <aside className={styles.tree} data-testid="user-tree">
      <div className={styles.treeTitle}>{texts.treeTitle}</div>
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
            onSelect={(_, info) => {
              const row = rows.get(Number(info.node.key));
              if (row) onSelect(row);
            }}
          />
        )}
      </div>
    </aside>
  );
}
