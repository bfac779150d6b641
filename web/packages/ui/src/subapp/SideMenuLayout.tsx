// A sub-app's frame with a left side menu (系统管理, 数据报表): the pages the user holds, the current
// one selected, a click navigating; the page in a scrolling content area beside it. No menu when the
// user holds none of the pages.
import type { ReactNode } from 'react';
import { Menu } from 'antd';
import { useNavigate } from 'react-router-dom';
import styles from './SideMenuLayout.module.css';

export interface SideMenuItem {
  path: string;
  title: string;
  icon?: ReactNode;
}

export interface SideMenuLayoutProps {
  items: readonly SideMenuItem[];
  /** The current page's path (selected). */
  current?: string | undefined;
  /** The menu's accessible name (e.g. 数据报表菜单). */
  label: string;
  children: ReactNode;
}

export function SideMenuLayout({ items, current, label, children }: SideMenuLayoutProps) {
  const navigate = useNavigate();
  return (
    <div className={styles.layout}>
      {items.length > 0 && (
        <nav className={styles.side} aria-label={label}>
          <Menu
            mode="inline"
            selectedKeys={current ? [current] : []}
            items={items.map((r) => ({ key: r.path, label: r.title, icon: r.icon }))}
            onClick={({ key }) => void navigate(key)}
            className={styles.menu}
          />
        </nav>
      )}
      <div className={styles.content}>{children}</div>
    </div>
  );
}
