// The header: the host's logo and title, the sub-apps the user may open (R-PERM-7), the alarm tip,
// the download tip, 命令下发报表, the notice bell, the theme picker and the user menu.
import { useMemo } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useRefreshUserOnSectionChange } from '../hooks/useCurrentUser';
import { useSiteInfo, DEFAULT_SITE_TITLE } from '../hooks/useSiteInfo';
import { useVisibleSubApps } from '../hooks/usePlatforms';
import { CommandReportTool } from '../tips/CommandReportTool';
import { AlarmTip } from '../tips/AlarmTip';
import { DownloadTip } from '../tips/DownloadTip';
import { AppNav, type AppNavEntry } from './AppNav';
import { BrandMark } from './BrandMark';
import { NoticeBell } from './NoticeBell';
import { ThemeSwitcher } from './ThemeSwitcher';
import { UserMenu } from './UserMenu';
import styles from './AppHeader.module.css';
import { appHeaderTexts as texts } from '../texts';

export function AppHeader() {
  const site = useSiteInfo();
  const apps = useVisibleSubApps();
  useRefreshUserOnSectionChange(useLocation().pathname);
  const entries = useMemo<AppNavEntry[]>(
    () => [{ key: 'home', path: '/home', title: texts.home }, ...apps.map((app) => ({ key: String(app.platformId), path: app.path || `/${app.name}`, title: app.title }))],
    [apps],
  );
  return (
    <header className={styles.header}>
      <NavLink to="/home" className={styles.brand}>
        {site.iconUrl ? <img src={site.iconUrl} alt="" className={styles.logo} /> : <BrandMark size={28} />}
        <span className={styles.title}>{site.title || DEFAULT_SITE_TITLE}</span>
      </NavLink>
      <AppNav entries={entries} />
      <div className={styles.tools}>
        <AlarmTip />
        <DownloadTip />
        <CommandReportTool />
        <NoticeBell />
        <ThemeSwitcher />
      </div>
      <UserMenu />
    </header>
  );
}
