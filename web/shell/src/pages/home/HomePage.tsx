// 首页: a welcome for the signed-in user, the sub-apps they may open, quick links to the center.
import { useCurrentUser } from '../../hooks/useCurrentUser';
import { useVisibleSubApps } from '../../hooks/usePlatforms';
import { QuickLinks } from './QuickLinks';
import { SubAppCards } from './SubAppCards';
import { WelcomeBanner } from './WelcomeBanner';
import styles from './HomePage.module.css';

export function HomePage() {
  const user = useCurrentUser();
  const apps = useVisibleSubApps();
  return (
    <div className={styles.page}>
      <WelcomeBanner user={user} />
      <SubAppCards apps={apps} />
      <QuickLinks />
    </div>
  );
}
