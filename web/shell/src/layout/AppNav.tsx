// The header's navigation: 首页 and the sub-apps the user may open (R-PERM-7). Entries that do not fit
// the bar's width move into a 更多 menu (#30 item 7). Each entry's width is measured once, when a new
// set of entries is first drawn in full, and reused as the header is resized.
import { useLayoutEffect, useRef, useState } from 'react';
import { Dropdown } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { NavLink, useLocation, useNavigate } from 'react-router-dom';
import { visibleNavCount } from './navOverflow';
import styles from './AppHeader.module.css';
import { appHeaderTexts as texts } from '../texts';

export interface AppNavEntry {
  key: string;
  path: string;
  title: string;
}

/** Room kept for the 更多 button (its text, arrow and padding). */
const MORE_WIDTH = 96;

export function AppNav({ entries }: { entries: readonly AppNavEntry[] }) {
  const navRef = useRef<HTMLElement>(null);
  const items = useRef(new Map<string, HTMLElement>());
  const widths = useRef({ signature: '', values: [] as number[] });
  const signature = entries.map((e) => e.key).join('|');
  const [layout, setLayout] = useState({ signature: '', count: 0 });
  const { pathname } = useLocation();
  const navigate = useNavigate();

  useLayoutEffect(() => {
    const nav = navRef.current;
    if (!nav) return undefined;
    if (widths.current.signature !== signature) {
      // A new set of entries is drawn in full before this effect: take their widths.
      const values = signature.split('|').map((key) => items.current.get(key)?.offsetWidth ?? 0);
      widths.current = { signature, values };
    }
    const update = () => setLayout({ signature, count: visibleNavCount(widths.current.values, nav.clientWidth, MORE_WIDTH) });
    update();
    const observer = new ResizeObserver(update);
    observer.observe(nav);
    return () => observer.disconnect();
  }, [signature]);

  const isActive = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const navClass = ({ isActive: active }: { isActive: boolean }) => (active ? `${styles.navItem} ${styles.active}` : styles.navItem);
  const shownCount = layout.signature === signature ? layout.count : entries.length;
  const shown = entries.slice(0, shownCount);
  const hidden = entries.slice(shownCount);
  return (
    <nav ref={navRef} className={styles.nav} aria-label={texts.navLabel}>
      {shown.map((e) => (
        <NavLink
          key={e.key}
          to={e.path}
          className={navClass}
          ref={(el) => {
            if (el) items.current.set(e.key, el);
            else items.current.delete(e.key);
          }}
        >{e.title}</NavLink>
      ))}
      {hidden.length > 0 && (
        <Dropdown
          trigger={['click', 'hover']}
          menu={{
            items: hidden.map((e) => ({ key: e.path, label: e.title })),
            selectedKeys: hidden.filter((e) => isActive(e.path)).map((e) => e.path),
            onClick: ({ key }) => void navigate(key),
          }}
        >
          <button type="button" className={`${styles.navItem} ${styles.more} ${hidden.some((e) => isActive(e.path)) ? styles.active : ''}`}>
            {texts.more} <DownOutlined />
          </button>
        </Dropdown>
      )}
    </nav>
  );
}
