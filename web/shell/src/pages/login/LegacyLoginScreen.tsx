// The legacy login screen (hosts listed in the server's configuration): a white top bar with the
// logo, a wide banner with the sign-in box on its right, the copyright below.
import type { CSSProperties } from 'react';
import type { LoginPageInfo } from '@chelian/core';
import { BrandMark } from '../../layout/BrandMark';
import { LoginForm } from './LoginForm';
import { DEFAULT_PRODUCT_TITLE, PRODUCT_SUBTITLE } from './loginStyle';
import styles from './LegacyLoginScreen.module.css';
import { legacyLoginScreenTexts as texts } from '../../texts';

export function LegacyLoginScreen({ info }: { info: LoginPageInfo }) {
  const title = info.title || DEFAULT_PRODUCT_TITLE;
  const banner: CSSProperties | undefined = info.background ? { backgroundImage: `url("${info.background}")` } : undefined;
  return (
    <div className={styles.screen} data-login-style="legacy">
      <header className={styles.topBar}>
        {info.logo ? <img src={info.logo} alt="" className={styles.logo} /> : <BrandMark size={36} />}
        <span className={styles.title}>{title}</span>
        <span className={styles.divider} />
        <span className={styles.subtitle}>{PRODUCT_SUBTITLE}</span>
      </header>
      <main className={styles.banner} style={banner}>
        <div className={styles.slogan}>
          <div className={styles.sloganMain}>{texts.slogan}</div>
          <div className={styles.sloganSub}>{texts.features}</div>
        </div>
        <div className={styles.box}>
          <div className={styles.boxTitle}>{texts.title}</div>
          <LoginForm size="middle" />
        </div>
      </main>
      <footer className={styles.footer}>{info.copyright || texts.copyright(new Date().getFullYear(), title)}</footer>
    </div>
  );
}
