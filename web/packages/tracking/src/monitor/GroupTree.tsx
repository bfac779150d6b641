// 车组列表 (the profile's word for groups): the user's groups with asset counts ("gn (an)"), 重点关注 and 无线设备 first; clicking
// toggles a group in the selection that drives the vehicle list; a right click on a group opens its
// menu (指令下发, 绑定省市区). Antd virtual tree with the spec's constants (R-CONST-5: indent 18, 16
// when virtual; item height 26).
import { memo, useMemo } from 'react';
import { Button, Dropdown, Tree } from 'antd';
import { DownOutlined, MenuFoldOutlined, StarFilled, UpOutlined, WifiOutlined } from '@ant-design/icons';
import { buildGroupTree, FOLLOWED_GROUP, type GroupTreeNode } from '../groups/groups';
import type { GroupNode } from '../groups/groups';
import styles from './GroupTree.module.css';
import type { AssetProfile } from '../profile/assetProfile';
import { groupTreeTexts } from '../texts';

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
  /** Names the groups (车组, 部门 …). */
  profile: AssetProfile;
  groups: readonly GroupNode[];
  selected: number[];
  onChange: (selected: number[]) => void;
  height: number;
  /** The right-click menu of a real group (not of 重点关注 / 无线设备). */
  groupMenu?: GroupMenu;
  /** Whether the tree is shown; closed, only the header stays and the vehicle list takes the height. */
  open?: boolean;
  onOpen?: (open: boolean) => void;
  /** Collapses the whole left column into a strip. */
  onHideColumn?: () => void;
}

export interface GroupMenu {
  items: { key: string; label: string }[];
  onChoose: (key: string, group: GroupNode) => void;
}

function GroupTreeView({ profile, groups, selected, onChange, height, groupMenu, open = true, onOpen, onHideColumn }: GroupTreeProps) {
  const texts = { ...groupTreeTexts, title: profile.texts.groupTitle, collapseTree: profile.texts.collapseGroups, expandTree: profile.texts.expandGroups };
  const data = useMemo(() => buildGroupTree(groups).map(toAnt), [groups]);
  const expanded = useMemo(() => groups.filter((g) => g.gi > 0).map((g) => g.gi), [groups]);
  const byId = useMemo(() => new Map(groups.filter((g) => g.gi > 0).map((g) => [g.gi, g])), [groups]);
  return (
    <div className={styles.box} data-testid="group-tree">
      <div className={styles.header}>
        <span>{texts.title}</span>
        <span className={styles.tools}>
          {selected.length > 0 && (
            <Button type="link" size="small" onClick={() => onChange([])}>{texts.clearSelection}</Button>
          )}
          {onOpen && (
            <Button type="text" size="small" icon={open ? <UpOutlined /> : <DownOutlined />} title={open ? texts.collapseTree : texts.expandTree} aria-label={open ? texts.collapseTree : texts.expandTree} aria-expanded={open} onClick={() => onOpen(!open)} />
          )}
          {onHideColumn && (
            <Button type="text" size="small" icon={<MenuFoldOutlined />} title={texts.hideColumn} aria-label={texts.hideColumn} onClick={onHideColumn} />
          )}
        </span>
      </div>
      {open && <Tree<AntNode>
        key={expanded.join(',')}
        className={styles.tree}
        treeData={data}
        showIcon
        multiple
        blockNode
        defaultExpandedKeys={expanded}
        selectedKeys={selected}
        onSelect={(keys) => onChange(keys.map(Number))}
        titleRender={(node) => {
          const group = groupMenu ? byId.get(node.key) : undefined;
          if (!group || !groupMenu) return node.title;
          return (
            <Dropdown
              trigger={['contextMenu']}
              menu={{
                items: groupMenu.items,
                onClick: ({ key, domEvent }) => {
                  domEvent.stopPropagation(); // the menu's portal bubbles into the tree node: no selection change
                  groupMenu.onChoose(key, group);
                },
              }}
            >
              <span>{node.title}</span>
            </Dropdown>
          );
        }}
        height={Math.max(60, height - 32)}
        itemHeight={TREE_ITEM_HEIGHT}
        virtual
      />}
    </div>
  );
}

/** Drawn again only when its props change, not on every live update of the monitor. */
export const GroupTree = memo(GroupTreeView);
