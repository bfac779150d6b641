// The shell's frame: header, left menu and content. With `chrome` off (public routes, R-ROUTE-10)
// only the content shows; the tree keeps its shape so the sub-app container is never re-created.
import type { ReactNode } from 'react';
import { TIP_CONTAINER_ID } from '../tips/DownloadTip';
import { AppHeader } from './AppHeader';
import { HistoryTabs } from './HistoryTabs';
import { SideMenu } from './SideMenu';
import styles from './ShellLayout.module.css';

export interface ShellLayoutProps {
  children: ReactNode;
  /** Header and menu shown (false on public routes). */
  chrome: boolean;
  /** Left menu shown (off on sub-app routes, which bring their own). */
  sider: boolean;
  /** Content without padding (sub-apps). */
  flush: boolean;
}

export function ShellLayout({ children, chrome, sider, flush }: ShellLayoutProps) {
  return (
    <div className={chrome ? styles.frame : styles.bareFrame} data-layout={chrome ? 'shell' : 'public'}>
      {chrome && <AppHeader />}
      {chrome && <div id={TIP_CONTAINER_ID} className={styles.tipHost} />}
      <div className={styles.body}>
        {chrome && sider && <SideMenu />}
        <main className={!chrome ? styles.bare : flush ? styles.flush : styles.content}>
          {chrome && sider && <HistoryTabs />}
          {children}
        </main>
      </div>
    </div>
  );
}
