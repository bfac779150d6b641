// The left menu: 首页 and the filtered resource tree (R-PERM-6), following the current path.
import { useMemo, useState } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { filterMenuTree } from '@chelian/core';
import { hasDarkNav, usePermissions } from '@chelian/ui';
import { useShellTheme } from '../theme/ShellTheme';
import { buildSideMenu, openKeysFor } from './menuItems';
import styles from './SideMenu.module.css';
import { sideMenuTexts as texts } from '../texts';

export function SideMenu() {
  const permissions = usePermissions();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const dark = hasDarkNav(useShellTheme().name);
  // `resources` is a new array on every load of the store: the menu follows it.
  const resources = permissions.resources;
  const items = useMemo(() => buildSideMenu(filterMenuTree(resources, (id) => permissions.hasMenu(id))), [permissions, resources]);
  const [openKeys, setOpenKeys] = useState<string[]>(() => openKeysFor(items, pathname));
  // The submenus of the current page open as the page or the menu changes (the user's stay open).
  const [openedFor, setOpenedFor] = useState({ items, pathname });
  if (openedFor.items !== items || openedFor.pathname !== pathname) {
    setOpenedFor({ items, pathname });
    const needed = openKeysFor(items, pathname);
    setOpenKeys((open) => Array.from(new Set([...open, ...needed])));
  }
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key.startsWith('/')) void navigate(key);
  };
  return (
    <aside className={styles.sider} aria-label={texts.label}>
      <Menu
        mode="inline"
        theme={dark ? 'dark' : 'light'}
        items={items as MenuProps['items']}
        selectedKeys={[pathname]}
        openKeys={openKeys}
        onOpenChange={setOpenKeys}
        onClick={onClick}
        className={styles.menu}
      />
    </aside>
  );
}
