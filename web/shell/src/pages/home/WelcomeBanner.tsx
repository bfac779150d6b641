// The home page's greeting: the user's name, group and role, and the last sign-in.
import dayjs from 'dayjs';
import type { UserInfo } from '@chelian/core';
import { greetingFor, inServerZone } from './greeting';
import styles from './HomePage.module.css';
import { welcomeBannerTexts as texts } from '../../texts';

export function WelcomeBanner({ user, now = new Date() }: { user: UserInfo | undefined; now?: Date }) {
  const who = user?.name || user?.username || '';
  const details = [user?.groupName, user?.roleName].filter(Boolean);
  const serverNow = inServerZone(now);
  return (
    <section className={styles.banner}>
      <div>
        <h1 className={styles.greeting}>
          {greetingFor(serverNow.getHours())}，{who}
        </h1>
        {details.length > 0 && (
          <p className={styles.details}>
            {details.map((d, i) => (
              <span key={i} className={styles.detail}>
                {d}
              </span>
            ))}
          </p>
        )}
      </div>
      <div className={styles.bannerSide}>
        <div className={styles.today}>{dayjs(serverNow).format(texts.dateFormat)}</div>
        {user?.lastLoginTime && <div className={styles.lastLogin}>{texts.lastLogin}{user.lastLoginTime}</div>}
      </div>
    </section>
  );
}
